import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

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

export default defineConfig({
  root,
  publicDir: `${root}/public`,
  plugins: [withoutEndpointSummaries(), knowFirstPageChunks(), react()],
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
          ],
        },
      },
    },
  },
  server: {
    fs: devServerFiles,
  },
});
