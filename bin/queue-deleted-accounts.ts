/**
 * `npm run queue-deleted-accounts`: the one-off migration of a deployed stage after the release that
 * erases deleted accounts. Accounts deleted before it have no erasure item, so the daily erasure
 * would never find them: this gives each one, due 33 days on (functions/data/account-erasures.ts).
 * Run it with the stage's table and credentials: `TABLE_NAME=<TableName output> AWS_REGION=<region>
 * npm run queue-deleted-accounts`. Without TABLE_NAME it starts the local stack (its .local data).
 */
import { queueDeletedAccounts } from '../functions/data/account-erasures';
import { startLocalStack } from './local-stack';

const stack = process.env['TABLE_NAME'] ? null : await startLocalStack({ web: 'none', seed: false, schedules: false });
try {
  const done = await queueDeletedAccounts(new Date(), {
    onProgress: (count) => process.stdout.write(`\r${count} deleted accounts queued`),
  });
  console.log(`\r${done} deleted accounts queued for erasure in ${process.env['TABLE_NAME'] ?? 'the local table'}.`);
} finally {
  await stack?.stop();
}
