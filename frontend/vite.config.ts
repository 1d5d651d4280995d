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
  deny: ['.env', '.env.*', '*.{crt,pem,key,p12,pfx,cer,der}', '.npmrc', '.yarnrc.yml', '**/.git/**', '**/.local/**', '**/cdk.out/**'],
};

export default defineConfig({
  root,
  publicDir: `${root}/public`,
  plugins: [withoutEndpointSummaries(), react()],
  build: {
    outDir: `${repoRoot}/dist/web`,
    emptyOutDir: true,
    // Maps for debugging a build, not referenced from the bundles (keep them out of the public bucket).
    sourcemap: 'hidden',
    target: 'es2022',
    rolldownOptions: {
      output: {
        // Long-lived vendor chunks cache across releases; the app chunk stays small.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
            { name: 'amplify', test: /node_modules[\\/](aws-amplify|@aws-amplify|@aws-crypto|@aws-sdk|@smithy|tslib|js-cookie)[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    fs: devServerFiles,
  },
});
