/** `npm run bench`: runs every test/bench/*.bench.ts in its own process, one after another (2 cores). */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { nodeVersionLine } from '../../lib-infra/node-version';

const benchDir = import.meta.dirname;
const only = process.argv.slice(2);
const benches = readdirSync(benchDir)
  .filter((file) => file.endsWith('.bench.ts'))
  .filter((file) => only.length === 0 || only.some((name) => file.startsWith(name)))
  .sort();

console.log(`npm run bench on ${nodeVersionLine()}`);
let failures = 0;
for (const file of benches) {
  console.log(`\n━━ ${file} ━━`);
  const result = spawnSync('npx', ['tsx', path.join(benchDir, file)], { stdio: 'inherit' });
  if (result.status !== 0) failures += 1;
}
console.log(`\nbench: ${benches.length - failures} met their targets, ${failures} did not`);
process.exit(failures === 0 ? 0 : 1);
