/**
 * `npm run reindex-audit`: the one-off migration of a deployed stage after the release of the
 * audit log: every stored audit event naming a school gets the school's subject line,
 * so the log finds it by the school's id. Run it with the stage's table and credentials:
 * `TABLE_NAME=<TableName output> AWS_REGION=<region> npm run reindex-audit`.
 * Without TABLE_NAME it starts the local stack (its .local data) and reindexes that.
 */
import { reindexAudit } from '../functions/data/reindex-audit';
import { startLocalStack } from './local-stack';

const stack = process.env['TABLE_NAME'] ? null : await startLocalStack({ web: 'none', seed: false, schedules: false });
try {
  const done = await reindexAudit({ onProgress: (count) => process.stdout.write(`\r${count} audit events reindexed`) });
  console.log(`\r${done} audit events reindexed in ${process.env['TABLE_NAME'] ?? 'the local table'}.`);
} finally {
  await stack?.stop();
}
