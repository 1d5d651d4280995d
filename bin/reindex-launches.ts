/**
 * `npm run reindex-launches`: the one-off migration of a deployed stage after the release of the
 * school's data-sharing report: every stored launch of a school member gets the
 * school's launch index keys, so the report counts the launches of the 90 days before the release.
 * Run it with the stage's table and credentials:
 * `TABLE_NAME=<TableName output> AWS_REGION=<region> npm run reindex-launches`.
 * Without TABLE_NAME it starts the local stack (its .local data) and reindexes that.
 */
import { reindexLaunches } from '../functions/data/reindex-launches';
import { startLocalStack } from './local-stack';

const stack = process.env['TABLE_NAME'] ? null : await startLocalStack({ web: 'none', seed: false, schedules: false });
try {
  const done = await reindexLaunches({ onProgress: (count) => process.stdout.write(`\r${count} launches reindexed`) });
  console.log(`\r${done} launches reindexed in ${process.env['TABLE_NAME'] ?? 'the local table'}.`);
} finally {
  await stack?.stop();
}
