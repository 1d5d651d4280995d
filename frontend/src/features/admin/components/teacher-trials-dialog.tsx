import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, ph, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { translated } from '../../../../../shared/i18n/text';
import { useState, type FormEvent } from 'react';
import { formatDayMonthYear } from '../../../lib/day-month-year';
import { ADMIN_TEACHER_MESSAGES, type TeacherTrialEntry } from '../../../../../shared/schemas/admin-teachers';
import { Alert, ErrorAlert } from '../../../components/alert';
import { ActionButton } from '../../../components/action-button';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { LoadingIndicator } from '../../../components/loading-indicator';
import { TextField } from '../../../components/text-field';
import { PageNotice } from '../../../components/page-notice';
import { PlainTable, type PlainTableColumn } from '../../../components/plain-table';
import { usePageActions } from '../../../lib/use-page-actions';
import { listTeacherTrialEntries, startTeacherTrialsForTeacher } from '../api/admin-teachers';
import styles from '../pages/staff-pages.module.css';

const TYPE_LABELS: Record<TeacherTrialEntry['currentType'], MessageDescriptor> = {
  none: msg`Nothing yet`,
  trial: msg`Trial`,
  subscription: msg`Subscription`,
  free: msg`Free`,
  perpetual: msg`Perpetual`,
};

function shortDate(at: string | null): string {
  return at ? formatDayMonthYear(at) : '—';
}

/** What is to start, and the sentence that asks for the phone number before it starts. */
type Request = { services: 'all' | string[]; prompt: string };

/** What the teacher has now: an access whose end has passed is no longer theirs, and says which it was. */
function hasNow(i18n: I18n, entry: TeacherTrialEntry): string {
  const type = i18n._(TYPE_LABELS[entry.currentType]);
  return entry.ended ? i18n._(msg`Nothing now (${type} ended)`) : type;
}

function ends(i18n: I18n, entry: TeacherTrialEntry): string {
  const date = shortDate(entry.expiry);
  return entry.ended ? i18n._(msg`Ended ${date}`) : date;
}

function columns(i18n: I18n): PlainTableColumn<TeacherTrialEntry>[] {
  return [
    { header: i18n._(msg`App`), cell: (entry) => entry.service.name },
    { header: i18n._(msg`Has now`), cell: (entry) => hasNow(i18n, entry) },
    { header: i18n._(msg`Ends`), cell: (entry) => ends(i18n, entry) },
  ];
}

/**
 * The teacher modal (staff-console §2, §4): per app what the teacher has and a trial button where a
 * trial can start; one app or all remaining, each after confirming the teacher's phone number
 * ('No phone provided' when blank).
 */
export function TeacherTrialsDialog({ teacherId, onClose }: { teacherId: string; onClose: () => void }) {
  const { i18n, t } = useLingui();
  const trials = listTeacherTrialEntries.useRead({ params: { teacherId } });
  const start = startTeacherTrialsForTeacher.useMutation();
  const [request, setRequest] = useState<Request | null>(null);
  const [phone, setPhone] = useState<string | null>(null);
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const actions = usePageActions({ about: teacherId, ownsPageNotice: false });
  const data = trials.data;
  const triallable = data?.entries.filter((entry) => entry.triallable) ?? [];
  const remaining = triallable.length;
  const shownPhone = phone ?? data?.teacher.phone ?? '';

  const ask = (next: Request) => {
    actions.say(null);
    setPhoneError(null);
    setRequest(next);
  };

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    if (!request) return;
    if (!shownPhone.trim()) return setPhoneError(translated(ADMIN_TEACHER_MESSAGES.noPhone));
    const body = { services: request.services, phone: shownPhone.trim() };
    void actions
      .run('start', () => start.mutateAsync({ params: { teacherId }, body }), {
        done: ({ services, expiry }) => {
          const until = shortDate(expiry);
          const started = services.length;
          return t`${plural(started, { one: `Started a trial until ${until}.`, other: `Started # trials until ${until}.` })}`;
        },
        failed: (reason) => reason,
      })
      .then(() => setRequest(null));
  };

  return (
    <Dialog open onClose={onClose} title={data ? t`Trials of ${ph({ name: data.teacher.name })}` : t`Trials`}>
      <div className={styles.roleOptions}>
        {trials.isPending ? <LoadingIndicator label={t`Loading the teacher's apps`} /> : null}
        {trials.error ? <ErrorAlert error={trials.error} /> : null}
        <PageNotice actions={actions} />
        {data?.trialLockEnd ? (
          <Alert tone="warning">
            <p>{t`The school's trials are locked until ${ph({ date: shortDate(data.trialLockEnd) })}.`}</p>
          </Alert>
        ) : null}
        {request ? (
          <form className={styles.roleOptions} onSubmit={confirm} noValidate aria-label={t`Confirm the phone number`}>
            <p>{request.prompt}</p>
            <TextField
              label={t`Phone`}
              type="tel"
              value={shownPhone}
              onChange={(event) => setPhone(event.target.value)}
              error={phoneError ?? undefined}
              autoComplete="off"
            />
            <div className={styles.actions}>
              <Button type="submit" loading={start.isPending}>
                <Trans>Confirm and start</Trans>
              </Button>
              <Button variant="secondary" onClick={() => setRequest(null)}>
                <Trans>Back</Trans>
              </Button>
            </div>
          </form>
        ) : null}
        {data && !request ? (
          <>
            <PlainTable
              caption={t`The teacher's access to each app`}
              rows={data.entries}
              rowKey={(entry) => entry.service.id}
              columns={columns(i18n)}
              actions={(entry) =>
                entry.triallable ? (
                  <Button
                    size="small"
                    variant="secondary"
                    aria-label={t`Start a trial of ${ph({ app: entry.service.name })}`}
                    onClick={() =>
                      ask({
                        services: [entry.service.id],
                        prompt: t`Confirm the teacher's phone number to start a trial of ${ph({ app: entry.service.name })}.`,
                      })
                    }
                  >
                    <Trans>Start trial</Trans>
                  </Button>
                ) : null
              }
            />
            <div className={styles.actions}>
              <ActionButton
                variant="primary"
                size="md"
                unavailable={data.noTrialReason}
                onClick={() =>
                  ask({
                    services: 'all',
                    prompt: t`${plural(remaining, {
                      one: "Confirm the teacher's phone number to start trials of all # remaining apps.",
                      other: "Confirm the teacher's phone number to start trials of all # remaining apps.",
                    })}`,
                  })
                }
              >
                <Trans>Start all remaining trials</Trans>
              </ActionButton>
            </div>
            {data.noTrialReason ? <p>{data.noTrialReason}</p> : null}
          </>
        ) : null}
      </div>
    </Dialog>
  );
}
