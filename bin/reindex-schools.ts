/**
 * `npm run reindex-schools`: the one-off migration of a deployed stage after the release that
 * changed the schools' term items (the staff search's two-character partitions, the
 * A-Number, e-mail and work-queue terms). Run it with the stage's table and credentials:
 * `TABLE_NAME=<TableName output> AWS_REGION=<region> npm run reindex-schools`.
 * Without TABLE_NAME it starts the local stack (its .local data) and reindexes that.
 */
import { reindexSchools } from '../functions/data/reindex-schools';
import { startLocalStack } from './local-stack';

const stack = process.env['TABLE_NAME'] ? null : await startLocalStack({ web: 'none', seed: false, schedules: false });
try {
  const done = await reindexSchools({ onProgress: (count) => process.stdout.write(`\r${count} schools reindexed`) });
  console.log(`\r${done} schools reindexed in ${process.env['TABLE_NAME'] ?? 'the local table'}.`);
} finally {
  await stack?.stop();
}
