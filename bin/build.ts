/**
 * `npm run build`: the Lambda bundles (dist/functions) and the SPA (dist/web) that `cdk deploy`
 * uploads, and the renderer of the prerendered pages (dist/prerender), built from the SPA's build.
 */
import { spawnSync } from 'node:child_process';
import { buildFunctions, packPrerenderer } from './build-functions';
import { buildPrerenderer } from './build-prerender';

await buildFunctions();
console.log('Bundled the route functions into dist/functions');
// With its manifest, which says the renderer which stylesheets each page links.
const web = spawnSync('npx', ['vite', 'build', '--config', 'frontend/vite.config.ts', '--manifest'], {
  stdio: 'inherit',
});
if (web.status !== 0) process.exit(web.status ?? 1);
await buildPrerenderer();
console.log('Built the renderer of the prerendered pages into dist/prerender');
await packPrerenderer();
console.log("Put the renderer beside the prerender job's function");
