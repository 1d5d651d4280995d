/**
 * The renderer of the prerendered pages (frontend/src/prerender/render-public-page.tsx,
 * docs/internals.md "Prerendered pages"): `vite build --ssr` of the same modules as the SPA's
 * build, from the same root and with the same transforms, so its markup carries the client's CSS
 * module class names and words. Built after the SPA (dist/web, built with its manifest: `vite
 * build --manifest`), whose manifest says which stylesheets each kind of page links. One module
 * and its chunks in dist/prerender, its dependencies included, so the job that renders the pages
 * needs nothing else. `npx tsx bin/build-prerender.ts` builds it alone.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type PluginOption } from 'vite';
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import type { PrerenderedPageKind } from '../shared/rules/prerendered-pages';
import { withoutEndpointSummaries } from '../frontend/vite.config';
import { withServerHtmlWindow } from './prerender-server-dom';
import { INLINE_STYLE_HASHES_FILE, styleHash } from '../lib-infra/web/inline-style-hashes';

const ROOT = path.resolve(import.meta.dirname, '..');
const FRONTEND = path.join(ROOT, 'frontend');
export const PRERENDER_DIR = path.join(ROOT, 'dist/prerender');
const CLIENT_DIR = path.join(ROOT, 'dist/web');
const CLIENT_MANIFEST = path.join(CLIENT_DIR, '.vite/manifest.json');

/** The lazy modules each kind of page renders beyond the first page (the features' routes.tsx). */
const PAGE_MODULES: Record<PrerenderedPageKind, readonly string[]> = {
  library: [],
  'library-app': ['src/features/library/components/service-detail-dialog.tsx'],
  login: ['src/features/auth/pages/login-page.tsx'],
  register: ['src/features/auth/pages/register-page.tsx'],
  'contact-us': ['src/features/contact/pages/contact-page.tsx'],
  page: ['src/features/static-pages/pages/external-page.tsx'],
};

export interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}

/** Each kind's stylesheets: its modules' chunks' CSS and their static imports', less the entry's. */
export function pageStyles(manifest: Record<string, ManifestChunk>, base = '/'): Record<PrerenderedPageKind, string[]> {
  const cssOf = (keys: readonly string[]): Set<string> => {
    const found = new Set<string>();
    const seen = new Set<string>();
    for (let pending = [...keys], key = pending.pop(); key !== undefined; key = pending.pop()) {
      const chunk = manifest[key];
      if (!chunk || seen.has(key)) continue;
      seen.add(key);
      for (const css of chunk.css ?? []) found.add(css);
      pending.push(...(chunk.imports ?? []));
    }
    return found;
  };
  const entry = cssOf(Object.keys(manifest).filter((key) => manifest[key]?.isEntry));
  return Object.fromEntries(
    Object.entries(PAGE_MODULES).map(([kind, modules]) => {
      for (const module of modules)
        if (!manifest[module]) throw new Error(`prerender: the SPA's build has no chunk of ${module}`);
      return [kind, [...cssOf(modules)].filter((css) => !entry.has(css)).map((css) => `${base}${css}`)];
    }),
  ) as Record<PrerenderedPageKind, string[]>;
}

/** The SPA build's transforms the renderer's modules need (frontend/vite.config.ts): its words, JSX, contracts. */
export function prerenderPlugins(): PluginOption[] {
  process.env.LINGUI_SUPPRESS_BABEL_WARNING ??= '1';
  const configPath = path.join(ROOT, 'lingui.config.ts');
  return [
    withServerHtmlWindow(),
    withoutEndpointSummaries(),
    react(),
    lingui({ configPath }),
    babel({ presets: [linguiTransformerBabelPreset({}, { configPath })] }),
  ];
}

/** The renderer's modules from source, for a test: the same plugins, no build (vite's SSR loader). */
export const PRERENDER_ROOT = FRONTEND;

export async function buildPrerenderer(): Promise<void> {
  if (!existsSync(CLIENT_MANIFEST))
    throw new Error('prerender: build the SPA first, with its manifest (vite build --manifest)');
  const manifest = JSON.parse(readFileSync(CLIENT_MANIFEST, 'utf8')) as Record<string, ManifestChunk>;
  const styles = pageStyles(manifest);
  const stylesheets = inlineStylesheets(readFileSync(path.join(CLIENT_DIR, 'index.html'), 'utf8'), styles);
  await build({
    configFile: false,
    root: FRONTEND,
    logLevel: 'warn',
    plugins: prerenderPlugins(),
    define: {
      __PRERENDER_PAGE_STYLES__: JSON.stringify(styles),
      __PRERENDER_STYLESHEETS__: JSON.stringify(stylesheets),
    },
    ssr: { noExternal: true, target: 'node' },
    build: {
      ssr: 'src/prerender/render-public-page.tsx',
      outDir: PRERENDER_DIR,
      emptyOutDir: true,
      target: 'node20',
      sourcemap: 'hidden',
    },
  });
  // Beside the renderer, whose pages carry exactly these sheets: the CDK app and the twin put the
  // hashes in the site's CSP (lib-infra/web/inline-style-hashes.ts).
  const styleHashes = [...new Set(Object.values(stylesheets).map(styleHash))].sort();
  writeFileSync(path.join(ROOT, INLINE_STYLE_HASHES_FILE), `${JSON.stringify({ styleHashes }, null, 2)}\n`);
}

/**
 * The text of every stylesheet a prerendered page carries inline, by its address: index.html's
 * (the first page's) and each kind's (frontend/src/prerender/page-document.ts).
 */
export function inlineStylesheets(
  indexHtml: string,
  styles: Record<PrerenderedPageKind, string[]>,
): Record<string, string> {
  const linked = [...indexHtml.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*\bhref="([^"]+)"/g)].map(
    (match) => match[1] ?? '',
  );
  const addresses = [...new Set([...linked, ...Object.values(styles).flat()])];
  return Object.fromEntries(
    addresses.map((address) => {
      if (!address.startsWith('/')) throw new Error(`prerender: a stylesheet outside the site: ${address}`);
      return [address, readFileSync(path.join(CLIENT_DIR, address), 'utf8')];
    }),
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await buildPrerenderer();
  console.log(`Built the renderer of the prerendered pages into ${path.relative(ROOT, PRERENDER_DIR)}`);
}
