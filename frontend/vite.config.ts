import { defineConfig, normalizePath, runnerImport, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';

/**
 * The endpoint contracts' `summary` texts document the API (the route table, OpenAPI); the SPA
 * never reads them, yet every contract the first page imports would ship its summaries. They are
 * left out of the browser's bundles: only string literals without interpolation are removed.
 */
const ENDPOINT_CONTRACT = /[\\/]shared[\\/]api[\\/]endpoints[\\/][^\\/]+\.ts$/;
const SUMMARY = /\bsummary:\s*(?:'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\$]|\\.|\$(?!\{))*`)\s*,/g;
export function withoutEndpointSummaries(): Plugin {
  return {
    name: 'without-endpoint-summaries',
    enforce: 'pre',
    transform(code, id) {
      if (!ENDPOINT_CONTRACT.test(id)) return null;
      return { code: code.replace(SUMMARY, ''), map: null };
    },
  };
}

/** The first page's contract modules, each as the browser gets it, and every file they were written from. */
interface FirstPageContracts {
  sources: Readonly<Record<string, string>>;
  files: readonly string[];
}

async function readFirstPageContracts(repoRoot: string): Promise<FirstPageContracts> {
  const { module, dependencies } = await runnerImport<{
    firstPageContractSources: (checkModule: string) => Record<string, string>;
  }>(`${repoRoot}/frontend/first-page-contracts.ts`);
  return {
    sources: module.firstPageContractSources(`${repoRoot}/frontend/src/lib/answer-check.ts`),
    files: dependencies,
  };
}

/**
 * The first page checks its few answers (the library's, the session's, an error's, /config.json)
 * against the contract without the zod library (docs/benchmarks.md, web): the contract modules it
 * imports them from reach the browser with each schema as a check of its shape, derived from the
 * schema at build time (first-page-contracts.ts, src/lib/answer-check.ts). Every other page checks
 * with the schemas themselves. The contract is read through Vite's module runner when a module is
 * first asked for, in the build and the dev server alike; a change to one of its files makes the
 * dev server read it again.
 */
export function checkFirstPageAnswers(
  repoRoot: string,
  read: (repoRoot: string) => Promise<FirstPageContracts> = readFirstPageContracts,
): Plugin {
  let reading: Promise<FirstPageContracts> | undefined;
  let last: FirstPageContracts = { sources: {}, files: [] };
  return {
    name: 'check-first-page-answers',
    enforce: 'pre',
    async load(id) {
      if (!id.startsWith(`${repoRoot}/`)) return null;
      reading ??= read(repoRoot);
      last = await reading;
      const code = last.sources[(id.split('?')[0] ?? id).slice(repoRoot.length + 1)];
      return code === undefined ? null : { code, map: null };
    },
    handleHotUpdate({ file, server }) {
      if (!last.files.includes(file)) return;
      reading = undefined;
      for (const contract of Object.keys(last.sources))
        for (const module of server.moduleGraph.getModulesByFile(`${repoRoot}/${contract}`) ?? [])
          server.moduleGraph.invalidateModule(module);
      server.ws.send({ type: 'full-reload' });
    },
  };
}

/**
 * React Router's package exports only its development build, the production build beside it
 * unused (remix-run/react-router#12532: meant to be temporary); the two differ in one flag, whose
 * development warnings stay in a build that imports the package by its name. The SPA's build
 * takes the production files, as a bundler that honours a `production` export condition would:
 * 0.6 kB gzip off the first page. The dev server keeps the warnings.
 */
export function reactRouterProductionBuild(packageRoot: string): Plugin {
  const files: Record<string, string> = {
    'react-router': `${packageRoot}/dist/production/index.mjs`,
    'react-router/dom': `${packageRoot}/dist/production/dom-export.mjs`,
  };
  return {
    name: 'react-router-production-build',
    apply: 'build',
    enforce: 'pre',
    resolveId(source) {
      return files[source] ?? null;
    },
  };
}

/**
 * The chunks of the first page: the entry and everything it imports statically, which index.html
 * loads (modulepreload) before anything else runs. Filled when the bundle is written.
 */
const firstPageChunks = new Set<string>();

/** Learns the first page's chunks before Vite writes each lazy import's list of chunks to preload. */
export function knowFirstPageChunks(known: Set<string> = firstPageChunks): Plugin {
  return {
    name: 'know-first-page-chunks',
    apply: 'build',
    generateBundle: {
      // Before vite:build-import-analysis, which asks resolveDependencies below.
      order: 'pre',
      handler(_options, bundle) {
        known.clear();
        const pending = Object.values(bundle).flatMap((output) =>
          output.type === 'chunk' && output.isEntry ? [output.fileName] : [],
        );
        for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
          const output = bundle[file];
          if (known.has(file) || output?.type !== 'chunk') continue;
          known.add(file);
          pending.push(...output.imports);
        }
      },
    },
  };
}

/**
 * What a lazy import preloads: its chunks less the first page's, which are loaded already (the
 * preload helper would skip them). Every lazy route of the first page's router carries such a
 * list, so leaving out what is always loaded keeps the first page small as routes are added.
 */
export function withoutFirstPageChunks(known: ReadonlySet<string> = firstPageChunks) {
  return (_file: string, deps: string[], { hostType }: { hostType: 'html' | 'js' }) =>
    hostType === 'js' ? deps.filter((dep) => !known.has(dep)) : deps;
}

/**
 * Pages people open directly (a search result, a mail's link, a bookmark) whose code is in lazy
 * chunks: the modules their routes load, outermost first (a layout, then the page). Nothing here
 * decides what a route loads (the features' routes.tsx do): a unit test checks this list against
 * the router. The paths are written out: the build's config cannot import config/paths.ts as it is.
 */
export const LANDING_PAGES: readonly { path: string; modules: readonly string[] }[] = [
  { path: '/auth/login', modules: ['src/features/auth/pages/login-page.tsx'] },
  { path: '/auth/register', modules: ['src/features/auth/pages/register-page.tsx'] },
  { path: '/auth/password-reset', modules: ['src/features/auth/pages/password-reset-request-page.tsx'] },
  { path: '/contact-us', modules: ['src/features/contact/pages/contact-page.tsx'] },
  {
    path: '/parent',
    modules: [
      'src/features/children/components/family-layout.tsx',
      'src/features/children/pages/my-child-accounts-page.tsx',
    ],
  },
  {
    path: '/teacher/class-groups/:classGroupId',
    modules: ['src/features/teacher/components/teacher-layout.tsx', 'src/features/teacher/pages/class-page.tsx'],
  },
  {
    path: '/admin/schools',
    modules: ['src/features/admin/pages/admin-layout-page.tsx', 'src/features/admin/pages/schools-page.tsx'],
  },
];

/** A route pattern ('/teacher/class-groups/:classGroupId') as a regular expression's source, whole path. */
export function patternSource(routePath: string): string {
  const segments = routePath
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return `^${segments.join('/')}/?$`;
}

/**
 * The script index.html loads first (async, before the entry): on a landing page it asks for that
 * page's chunks at once, beside the entry's, instead of after the entry has run (which is when the
 * router's own lazy import starts: a second round of requests on a phone's network). A module
 * file of the build, not inline, so the site's Content-Security-Policy stays 'self' only.
 *
 * It also asks for the catalogue parts the page will wait for in the language it opens in: the
 * first page's (`common`) and a landing page's feature's (`parts`), which the entry would only ask
 * for once it has run. The language is guessed as lib/language/choice.ts chooses it (the link's,
 * the one kept from a visit, the browser's); a wrong guess only costs a part not used.
 */
export function landingPreloadScript(
  pages: readonly { pattern: string; files: readonly string[]; parts?: readonly string[] }[],
  catalogues: Readonly<Record<string, Readonly<Record<string, string>>>> = {},
): string {
  return `const pages = ${JSON.stringify(pages.map((page) => [page.pattern, page.files, page.parts ?? []]))};
const catalogues = ${JSON.stringify(catalogues)};
const page = pages.find(([pattern]) => new RegExp(pattern).test(location.pathname));
const files = page ? [...page[1]] : [];
const known = Object.keys(catalogues);
if (known.length) {
  let stored = null;
  try {
    stored = localStorage.getItem('language');
  } catch {}
  const tags = [new URLSearchParams(location.search).get('lang'), stored];
  let locale = tags.find((tag) => known.includes(tag));
  for (const tag of locale ? [] : navigator.languages) {
    const [language, ...rest] = tag.toLowerCase().replace(/_/g, '-').split('-');
    locale = known.find((name) => name.toLowerCase() === tag.toLowerCase()) ?? known.find((name) => name === language);
    if (!locale && language === 'zh' && !rest.some((part) => ['hant', 'tw', 'hk', 'mo'].includes(part))) locale = 'zh-Hans';
    if (locale) break;
  }
  const chosen = catalogues[locale] ?? catalogues.en ?? {};
  for (const part of ['common', ...(page ? page[2] : [])]) if (chosen[part]) files.push(chosen[part]);
}
for (const file of files) {
  // A prerendered page carries its stylesheets inline, each beside its file's disabled link.
  if (document.querySelector(\`link[href="\${file}"]\`)) continue;
  const link = document.createElement('link');
  if (file.endsWith('.css')) Object.assign(link, { rel: 'preload', as: 'style' });
  else link.rel = 'modulepreload';
  link.crossOrigin = '';
  link.href = file;
  document.head.append(link);
}
`;
}

/** A feature's catalogue part, named by its folder (shared/i18n/catalogue-names.ts): 'src/features/auth/…' is `auth`. */
const featureOf = (module: string) => /^src\/features\/([^/]+)\//.exec(module)?.[1];

/** The module whose chunk maps each language's feature parts to their chunks (src/lib/language/catalogues.ts). */
const FEATURE_CATALOGUES_MODULE = 'src/lib/language/feature-catalogues.ts';

/** A compiled SPA catalogue part's module: its language and part. */
const CATALOGUE_MODULE = /[\\/]shared[\\/]i18n[\\/]catalogues[\\/]([^\\/]+)[\\/]spa[\\/]([^\\/.]+)\.ts$/;

interface BundleChunk {
  type: 'chunk';
  fileName: string;
  moduleIds: string[];
  imports: string[];
  viteMetadata?: { importedCss: Set<string> };
}

/**
 * Writes the landing pages' preload script into the build and loads it from index.html. Each
 * page's files are its modules' chunks and what they import statically, less the first page's
 * chunks (index.html loads those already).
 */
export function preloadLandingPages(
  firstPageChunks: ReadonlySet<string>,
  pages: typeof LANDING_PAGES = LANDING_PAGES,
): Plugin {
  let root = '';
  let base = '/';
  return {
    name: 'preload-landing-pages',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    generateBundle: {
      // After vite:build-html has written index.html.
      order: 'post',
      handler(_options, bundle) {
        const chunks = Object.values(bundle).filter(
          (output): output is typeof output & BundleChunk => output.type === 'chunk',
        );
        const byModule = new Map(chunks.flatMap((chunk) => chunk.moduleIds.map((id) => [id, chunk] as const)));
        const filesOf = (modules: readonly string[]): string[] => {
          const files = new Set<string>();
          const pending = modules.map((module) => {
            const chunk = byModule.get(`${root}/${module}`);
            if (!chunk)
              throw new Error(`preload-landing-pages: no chunk of ${module} (is it still a lazy route module?)`);
            return chunk.fileName;
          });
          for (let file = pending.shift(); file !== undefined; file = pending.shift()) {
            const chunk = bundle[file] as BundleChunk | undefined;
            if (files.has(file) || firstPageChunks.has(file) || chunk?.type !== 'chunk') continue;
            files.add(file);
            for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
            pending.push(...chunk.imports);
          }
          return [...files].map((file) => `${base}${file}`);
        };
        // Each language's first-page part and the landing pages' feature parts, by their chunk.
        const wanted = new Set(['common', ...pages.flatMap((page) => page.modules.map(featureOf))]);
        const catalogues: Record<string, Record<string, string>> = {};
        for (const chunk of chunks)
          for (const id of chunk.moduleIds) {
            const [, locale, part] = CATALOGUE_MODULE.exec(id) ?? [];
            // The pseudo-locale (PSEUDO_LOCALE) is a check of the catalogues, not a language a
            // visitor opens in.
            if (locale && part && wanted.has(part) && locale !== 'pseudo')
              (catalogues[locale] ??= {})[part] = `${base}${chunk.fileName}`;
          }
        // A page with a catalogue part of its own waits for the map of the features' parts' chunks
        // (src/lib/language/catalogues.ts) before its words can load: it comes with the page's files.
        const source = landingPreloadScript(
          pages.map((page) => {
            const parts = [...new Set(page.modules.map(featureOf))].filter((part): part is string => Boolean(part));
            const files = filesOf(parts.length ? [...page.modules, FEATURE_CATALOGUES_MODULE] : page.modules);
            return { pattern: patternSource(page.path), files, parts };
          }),
          catalogues,
        );
        const reference = this.emitFile({ type: 'asset', name: 'landing-preload.js', source });
        const html = bundle['index.html'];
        if (html?.type !== 'asset' || typeof html.source !== 'string')
          throw new Error('preload-landing-pages: the build has no index.html');
        const tag = `<script type="module" async crossorigin src="${base}${this.getFileName(reference)}"></script>`;
        html.source = html.source.replace('<script type="module"', `${tag}\n    <script type="module"`);
      },
    },
  };
}

// Root is this folder whatever the working directory; the build lands in dist/web at the repo
// root, which the local stack serves and CDK uploads.
const root = import.meta.dirname;
const repoRoot = `${root}/..`;

// What the dev server (also the local stack's, in middleware mode) may serve: the SPA, the shared/
// code it imports, and node_modules (its dependencies, Vite's own client and the optimised deps in
// node_modules/.vite). Nothing else of the repository, least of all .local/ (the stand-ins' data,
// the user pool's passwords among them). The deny list is Vite's own (which this replaces) and
// the folders of local data and build output, should the allow list ever grow.
const devServerFiles = {
  allow: [root, `${repoRoot}/shared`, `${repoRoot}/node_modules`],
  deny: [
    '.env',
    '.env.*',
    '*.{crt,pem,key,p12,pfx,cer,der}',
    '.npmrc',
    '.yarnrc.yml',
    '**/.git/**',
    '**/.local/**',
    '**/cdk.out/**',
  ],
};

// Lingui's native macro transform is an optional dependency that npm skips when it installs on
// Node 20 (it asks for Node 22.19), so the macros go through Babel, which installs everywhere.
process.env.LINGUI_SUPPRESS_BABEL_WARNING ??= '1';

export default defineConfig({
  root,
  publicDir: `${root}/public`,
  plugins: [
    withoutEndpointSummaries(),
    // The first page checks its few answers against the contract without zod (first-page-contracts.ts).
    checkFirstPageAnswers(normalizePath(repoRoot)),
    reactRouterProductionBuild(normalizePath(`${repoRoot}/node_modules/react-router`)),
    knowFirstPageChunks(),
    preloadLandingPages(firstPageChunks),
    react(),
    // The screens' words are Lingui macros (<Trans>, t``), turned into catalogue lookups here.
    lingui({ configPath: `${repoRoot}/lingui.config.ts` }),
    babel({ presets: [linguiTransformerBabelPreset({}, { configPath: `${repoRoot}/lingui.config.ts` })] }),
  ],
  build: {
    outDir: `${repoRoot}/dist/web`,
    emptyOutDir: true,
    // Maps for debugging a build, not referenced from the bundles (keep them out of the public bucket).
    sourcemap: 'hidden',
    target: 'es2022',
    // No polyfill: every browser the portal supports has modulepreload (Safari since 17); one that
    // lacks it only loads the lazy chunks' imports when it needs them. 1.2 KB off the first page.
    modulePreload: { polyfill: false, resolveDependencies: withoutFirstPageChunks() },
    rolldownOptions: {
      output: {
        // Long-lived vendor chunks cache across releases; the app chunk stays small.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
            {
              name: 'amplify',
              test: /node_modules[\\/](aws-amplify|@aws-amplify|@aws-crypto|@aws-sdk|@smithy|tslib|js-cookie)[\\/]/,
            },
            // The rest of the first page in one chunk rather than a score of small shared ones:
            // fewer requests, and one gzip stream compresses better (about 1 kB less).
            { name: 'app', tags: ['$initial'] },
            // What a form page needs beyond the first page (the form library, the schemas' zod, the
            // field components) in one chunk: a sign-in page opened from a link asked for a score of
            // small chunks, each a round trip on a phone's network.
            {
              name: 'forms',
              test: /node_modules[\\/](react-hook-form|@hookform|zod)[\\/]|frontend[\\/]src[\\/]components[\\/][^\\/]*(field|checkbox)[^\\/]*\.tsx?$/,
            },
          ],
        },
      },
    },
  },
  server: {
    fs: devServerFiles,
  },
});
