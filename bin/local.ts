/**
 * `npm start`: the whole portal on one machine. PORT overrides 3000; `--dist` serves the built SPA
 * instead of Vite's dev server; VERBOSE=1 shows the stand-in servers' output and every API call.
 */
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed/demo-accounts';
import { demoApiCallLines } from './seed/api-credentials';
import { nodeVersionLine } from '../lib-infra/node-version';
import { rm, writeFile } from 'node:fs/promises';
import { startLocalStack, type LocalStack } from './local-stack';
import { TWIN_FILE } from './twin-file';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '../lib-infra/local/dynamodb-local';

const started = performance.now();
const port = Number(process.env['PORT'] ?? 3000);
const verbose = process.env['VERBOSE'] === '1';
console.log(`Starting the portal on ${nodeVersionLine()}: DynamoDB Local, cognito-local, demo data and the web app…`);

let stack: LocalStack | undefined;
let stopping = false;
async function stop(exitCode = 0) {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping…');
  await rm(TWIN_FILE, { force: true });
  await stack?.stop();
  process.exit(exitCode);
}

try {
  stack = await startLocalStack({
    port,
    web: process.argv.includes('--dist') ? 'dist' : 'dev',
    seed: true,
    seedInBackground: true,
    log: verbose
      ? (line) => console.log(line)
      : (line) => (line.startsWith('[gateway]') ? console.error(line) : undefined),
    onStandInLost: () => void stop(1),
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `\nThe portal is running at ${stack.url}  (ready in ${seconds} s; data in .local/, wipe it with npm run reset)\n`,
  );
  console.log('Demo accounts (password for all: %s)', DEMO_PASSWORD);
  for (const account of Object.values(DEMO_ACCOUNTS))
    console.log(`  ${account.username.padEnd(28)} ${account.description}`);
  console.log(
    `\nMail the portal sends (password reset links) shows at ${stack.url}/_local/mail, with its bounces and complaints`,
  );
  console.log(`The simulated servers of the Servers tab are at ${stack.url}/_local/servers`);
  console.log('');
  for (const line of demoApiCallLines(stack.url)) console.log(line);
  console.log(`Scheduled jobs run on their schedules; npm run job -- inactive-students runs the clean-up now.`);
  // npm run job finds the running twin here.
  // npm run register-app writes the twin's table: where its DynamoDB Local is.
  const environment = {
    TABLE_NAME: stack.tableName,
    DYNAMODB_ENDPOINT: stack.dynamoDbEndpoint,
    AWS_REGION: LOCAL_REGION,
    AWS_ACCESS_KEY_ID: LOCAL_CREDENTIALS.accessKeyId,
    AWS_SECRET_ACCESS_KEY: LOCAL_CREDENTIALS.secretAccessKey,
  };
  await writeFile(TWIN_FILE, JSON.stringify({ url: stack.url, pid: process.pid, environment }));
  console.log('\nPress Ctrl-C to stop.');
  console.log('Preparing the rest of the demo data (classes, a data sync, exports, payments) in the background…');
  stack.demoReady.then(
    () =>
      console.log(`The demo data is complete (${((performance.now() - started) / 1000).toFixed(1)} s after start).`),
    (error: unknown) =>
      console.error(
        `\nThe demo data could not be completed: ${(error as Error).message}\nThe portal runs with what is there; npm start again completes it (npm run reset starts from fresh data).`,
      ),
  );
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
} catch (error) {
  console.error(`\nThe portal could not start:\n${(error as Error).message}`);
  process.exit(1);
}
