/**
 * `npm run job -- <name>`: runs a scheduled job now (in AWS, EventBridge runs it on its schedule).
 * With `npm start` running, the twin runs it in its own process; otherwise the local stack is
 * started without the web app for the run, and stopped after.
 */
import { readFile } from 'node:fs/promises';
import { SCHEDULES } from '../functions/scheduled/schedules';
import { startLocalStack } from './local-stack';
import { TWIN_FILE } from './twin-file';

const name = process.argv[2] ?? '';
if (!(name in SCHEDULES)) {
  console.error(`Usage: npm run job -- <name>, where name is one of: ${Object.keys(SCHEDULES).join(', ')}`);
  process.exit(2);
}

async function runningTwin(): Promise<string | null> {
  try {
    const { url } = JSON.parse(await readFile(TWIN_FILE, 'utf8')) as { url: string };
    await fetch(`${url}/config.json`);
    return url;
  } catch {
    return null;
  }
}

const url = await runningTwin();
if (url) {
  console.log(`Running ${name} in the portal at ${url}…`);
  const answer = await fetch(`${url}/_local/jobs/${name}`, { method: 'POST' });
  console.log(
    answer.status === 200
      ? JSON.stringify(await answer.json(), null, 2)
      : `The job did not run: ${answer.status} ${await answer.text()}`,
  );
  process.exit(answer.status === 200 ? 0 : 1);
}
console.log(`The portal is not running: starting the local stack to run ${name}…`);
const stack = await startLocalStack({ web: 'none', seed: false, schedules: false });
try {
  console.log(JSON.stringify(await stack.runScheduledJob(name), null, 2));
} catch (error) {
  console.error(`The job failed: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await stack.stop();
}
