import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// Root is this folder whatever the working directory; the build lands in dist/web at the repo
// root, which the local stack serves and CDK uploads. The SPA imports ../shared, so the dev server
// (also used in middleware mode by the local stack) may read the whole repository.
const root = import.meta.dirname;
const repoRoot = `${root}/..`;

export default defineConfig({
  root,
  publicDir: `${root}/public`,
  plugins: [react()],
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
    fs: { allow: [repoRoot] },
  },
});
