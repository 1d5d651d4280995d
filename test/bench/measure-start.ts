/** Child process of platform.bench.ts: starts the local stack once (as npm start does, without the SPA) and prints the time. */
import { startLocalStack } from '../../bin/local-stack';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: measure-start.ts <data dir>');
const started = performance.now();
const stack = await startLocalStack({ dataDir, web: 'none', seed: true });
const elapsed = performance.now() - started;
await stack.stop();
console.log(`START_MS=${elapsed.toFixed(0)}`);
