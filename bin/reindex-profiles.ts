/**
 * `npm run reindex-profiles`: the one-off migration of a deployed stage after the release that
 * added the profile's e-mail list (gsi2) and clean-up (gsi3) index keys. Run it with the stage's
 * table and credentials: `TABLE_NAME=<TableName output> AWS_REGION=<region> npm run reindex-profiles`.
 * Without TABLE_NAME it starts the local stack (its .local data) and reindexes that.
 */
import { reindexProfiles } from '../functions/data/reindex-profiles';
import { startLocalStack } from './local-stack';

const stack = process.env['TABLE_NAME'] ? null : await startLocalStack({ web: 'none', seed: false, schedules: false });
try {
  const done = await reindexProfiles({ onProgress: (count) => process.stdout.write(`\r${count} profiles reindexed`) });
  console.log(`\r${done} profiles reindexed in ${process.env['TABLE_NAME'] ?? 'the local table'}.`);
} finally {
  await stack?.stop();
}
