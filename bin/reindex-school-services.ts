/**
 * `npx tsx bin/reindex-school-services.ts`: the one-off migration of a deployed stage after the
 * release of the OneRoster API: every school's access to an app stored before gets the index of
 * the schools holding that app (gsi1 APPSCHOOLS#<serviceId>), so an app reads the schools that had
 * it already. Run it with the stage's table and credentials:
 * `TABLE_NAME=<TableName output> AWS_REGION=<region> npx tsx bin/reindex-school-services.ts`.
 * Without TABLE_NAME it starts the local stack (its .local data) and reindexes that.
 */
import { reindexSchoolServices } from '../functions/data/school-services';
import { startLocalStack } from './local-stack';

const stack = process.env['TABLE_NAME'] ? null : await startLocalStack({ web: 'none', seed: false, schedules: false });
try {
  const done = await reindexSchoolServices({
    onProgress: (count) => process.stdout.write(`\r${count} school services reindexed`),
  });
  console.log(`\r${done} school services reindexed in ${process.env['TABLE_NAME'] ?? 'the local table'}.`);
} finally {
  await stack?.stop();
}
