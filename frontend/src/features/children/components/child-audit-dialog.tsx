import { dateFormatter } from '../../../../../shared/rules/date-format';
import { PASSWORD_SHOWN, repeatedInWords } from '../../../../../shared/rules/history-groups';
import { useState } from 'react';
import type { ChildAuditEntry, ChildRow } from '../../../../../shared/schemas/children';
import { ErrorAlert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { LoadingIndicator } from '../../../components/loading-indicator';
import { PlainTable, type PlainTableColumn } from '../../../components/plain-table';
import { listChildAudit } from '../api/children';

const entryTime = dateFormatter('en-AU', { dateStyle: 'medium', timeStyle: 'short' });

/** What the audit trail's actions mean to a parent. */
const ACTION_LABELS: Record<string, string> = {
  'child.create': 'Account created',
  'child.password.set': 'Password set',
  'child.username.regenerate': 'Username changed',
  'child.app-sharing.set': 'Changed what an app receives',
  'child.app.block': 'Blocked an app',
  'child.app.unblock': 'Unblocked an app',
  'passwords.reveal': PASSWORD_SHOWN,
  'act-as.start': 'Signed in as this child',
  'act-as.end': 'Switched back from this child',
  'family.migrate': 'Account created (family set up)',
};

// A line done several times in a row says how many and is dated by the last ('Password shown 5 times').
const ENTRY_COLUMNS: PlainTableColumn<ChildAuditEntry>[] = [
  {
    header: 'When',
    cell: (entry) => `${entry.times > 1 ? 'Last on ' : ''}${entryTime.format(new Date(entry.at))}`,
  },
  { header: 'What', cell: (entry) => repeatedInWords(ACTION_LABELS[entry.action] ?? entry.action, entry.times) },
  {
    header: 'Who',
    cell: (entry) => (entry.actingAsName ? `${entry.actorName} (as ${entry.actingAsName})` : entry.actorName),
  },
];

/** A child's audit trail: who did what to the account, newest first, a page at a time. */
export function ChildAuditDialog({ child, onClose }: { child: ChildRow; onClose: () => void }) {
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const cursor = cursors.at(-1) ?? null;
  const page = listChildAudit.useRead({ params: { childId: child.id }, query: cursor ? { cursor } : {} });
  return (
    <Dialog
      open
      onClose={onClose}
      title={`History of ${child.firstName}'s account`}
      footer={
        <>
          {cursors.length > 1 ? (
            <Button variant="secondary" onClick={() => setCursors((list) => list.slice(0, -1))}>
              Newer
            </Button>
          ) : null}
          {page.data?.cursor ? (
            <Button variant="secondary" onClick={() => setCursors((list) => [...list, page.data?.cursor ?? null])}>
              Older
            </Button>
          ) : null}
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
        </>
      }
    >
      <ErrorAlert error={page.error} />
      {page.isPending ? <LoadingIndicator label="Loading the history" /> : null}
      {page.data ? (
        page.data.entries.length ? (
          <PlainTable
            caption={`What was done to ${child.firstName}'s account`}
            rows={page.data.entries}
            rowKey={(entry, index) => `${entry.at}-${index}`}
            columns={ENTRY_COLUMNS}
          />
        ) : (
          <p>Nothing has been recorded yet.</p>
        )
      ) : null}
    </Dialog>
  );
}
