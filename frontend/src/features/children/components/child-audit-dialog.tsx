import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { formatLocale } from '../../../../../shared/i18n/locales';
import { translated } from '../../../../../shared/i18n/text';
import { dateFormatter } from '../../../../../shared/rules/date-format';
import { PASSWORD_SHOWN, repeatedInWords } from '../../../../../shared/rules/history-groups';
import type { ChildAuditEntry, ChildRow } from '../../../../../shared/schemas/children';
import { ErrorAlert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { LoadingIndicator } from '../../../components/loading-indicator';
import { PlainTable, type PlainTableColumn } from '../../../components/plain-table';
import { listChildAudit } from '../api/children';

const entryTime = (locale: string) => dateFormatter(formatLocale(locale), { dateStyle: 'medium', timeStyle: 'short' });

/** What the audit trail's actions mean to a parent ('passwords.reveal' is the contract's PASSWORD_SHOWN). */
const ACTION_LABELS: Record<string, MessageDescriptor> = {
  'child.create': msg`Account created`,
  'child.password.set': msg`Password set`,
  'child.username.regenerate': msg`Username changed`,
  'child.app-sharing.set': msg`Changed what an app receives`,
  'child.app.block': msg`Blocked an app`,
  'child.app.unblock': msg`Unblocked an app`,
  'act-as.start': msg`Signed in as this child`,
  'act-as.end': msg`Switched back from this child`,
  'family.migrate': msg`Account created (family set up)`,
};

function actionLabel(i18n: I18n, action: string): string {
  if (action === 'passwords.reveal') return translated(PASSWORD_SHOWN);
  const label = ACTION_LABELS[action];
  return label ? i18n._(label) : action;
}

// A line done several times in a row says how many and is dated by the last ('Password shown 5 times').
function entryColumns(i18n: I18n): PlainTableColumn<ChildAuditEntry>[] {
  const format = entryTime(i18n.locale);
  return [
    {
      header: i18n._(msg`When`),
      cell: (entry) => {
        const when = format.format(new Date(entry.at));
        return entry.times > 1 ? i18n._(msg`Last on ${when}`) : when;
      },
    },
    { header: i18n._(msg`What`), cell: (entry) => repeatedInWords(actionLabel(i18n, entry.action), entry.times) },
    {
      header: i18n._(msg`Who`),
      cell: (entry) => {
        const actor = entry.actorName;
        const actingAs = entry.actingAsName;
        return actingAs ? i18n._(msg`${actor} (as ${actingAs})`) : actor;
      },
    },
  ];
}

/** A child's audit trail: who did what to the account, newest first, a page at a time. */
export function ChildAuditDialog({ child, onClose }: { child: ChildRow; onClose: () => void }) {
  const { i18n, t } = useLingui();
  const name = child.firstName;
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const cursor = cursors.at(-1) ?? null;
  const page = listChildAudit.useRead({ params: { childId: child.id }, query: cursor ? { cursor } : {} });
  return (
    <Dialog
      open
      onClose={onClose}
      title={t`History of ${name}'s account`}
      footer={
        <>
          {cursors.length > 1 ? (
            <Button variant="secondary" onClick={() => setCursors((list) => list.slice(0, -1))}>
              <Trans>Newer</Trans>
            </Button>
          ) : null}
          {page.data?.cursor ? (
            <Button variant="secondary" onClick={() => setCursors((list) => [...list, page.data?.cursor ?? null])}>
              <Trans>Older</Trans>
            </Button>
          ) : null}
          <Button variant="secondary" onClick={onClose}>
            <Trans>Close</Trans>
          </Button>
        </>
      }
    >
      <ErrorAlert error={page.error} />
      {page.isPending ? <LoadingIndicator label={t`Loading the history`} /> : null}
      {page.data ? (
        page.data.entries.length ? (
          <PlainTable
            caption={t`What was done to ${name}'s account`}
            rows={page.data.entries}
            rowKey={(entry, index) => `${entry.at}-${index}`}
            columns={entryColumns(i18n)}
          />
        ) : (
          <p>
            <Trans>Nothing has been recorded yet.</Trans>
          </p>
        )
      ) : null}
    </Dialog>
  );
}
