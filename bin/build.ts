/** `npm run build`: the Lambda bundles (dist/functions) and the SPA (dist/web) that `cdk deploy` uploads. */
import { spawnSync } from 'node:child_process';
import { buildFunctions } from './build-functions';

await buildFunctions();
console.log('Bundled the route functions into dist/functions');
const web = spawnSync('npx', ['vite', 'build', '--config', 'frontend/vite.config.ts'], { stdio: 'inherit' });
process.exit(web.status ?? 1);
