import { RETENTION } from '../../functions/data/retention';

/** docs/privacy.md's table of records, as functions/data/retention.ts has them (`npx tsx test/support/retention-table.ts` prints it). */
export function retentionTable(): string {
  const cell = (text: string) => text.replaceAll('|', '\\|');
  return [
    '| Record | What it is | Kept | Deleted by |',
    '|---|---|---|---|',
    ...Object.entries(RETENTION)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(
        ([kind, { what, kept, deletedBy }]) => `| \`${kind}\` | ${cell(what)} | ${cell(kept)} | ${cell(deletedBy)} |`,
      ),
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(retentionTable());
