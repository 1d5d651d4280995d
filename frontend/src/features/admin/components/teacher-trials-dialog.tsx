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

const TYPE_LABELS: Record<TeacherTrialEntry['currentType'], string> = {
  none: 'Nothing yet',
  trial: 'Trial',
  subscription: 'Subscription',
  free: 'Free',
  perpetual: 'Perpetual',
};

function shortDate(at: string | null): string {
  return at ? formatDayMonthYear(at) : '—';
}

type Request = { services: 'all' | string[]; label: string };

/** What the teacher has now: an access whose end has passed is no longer theirs, and says which it was. */
function hasNow(entry: TeacherTrialEntry): string {
  return entry.ended ? `Nothing now (${TYPE_LABELS[entry.currentType]} ended)` : TYPE_LABELS[entry.currentType];
}

function ends(entry: TeacherTrialEntry): string {
  return entry.ended ? `Ended ${shortDate(entry.expiry)}` : shortDate(entry.expiry);
}

const COLUMNS: PlainTableColumn<TeacherTrialEntry>[] = [
  { header: 'App', cell: (entry) => entry.service.name },
  { header: 'Has now', cell: hasNow },
  { header: 'Ends', cell: ends },
];

/**
 * The teacher modal (staff-console §2, §4): per app what the teacher has and a trial button where a
 * trial can start; one app or all remaining, each after confirming the teacher's phone number
 * ('No phone provided' when blank).
 */
export function TeacherTrialsDialog({ teacherId, onClose }: { teacherId: string; onClose: () => void }) {
  const trials = listTeacherTrialEntries.useRead({ params: { teacherId } });
  const start = startTeacherTrialsForTeacher.useMutation();
  const [request, setRequest] = useState<Request | null>(null);
  const [phone, setPhone] = useState<string | null>(null);
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const actions = usePageActions({ about: teacherId, ownsPageNotice: false });
  const data = trials.data;
  const triallable = data?.entries.filter((entry) => entry.triallable) ?? [];
  const shownPhone = phone ?? data?.teacher.phone ?? '';

  const ask = (next: Request) => {
    actions.say(null);
    setPhoneError(null);
    setRequest(next);
  };

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    if (!request) return;
    if (!shownPhone.trim()) return setPhoneError(ADMIN_TEACHER_MESSAGES.noPhone);
    const body = { services: request.services, phone: shownPhone.trim() };
    void actions
      .run('start', () => start.mutateAsync({ params: { teacherId }, body }), {
        done: ({ services, expiry }) =>
          `Started ${services.length === 1 ? 'a trial' : `${services.length} trials`} until ${shortDate(expiry)}.`,
        failed: (reason) => reason,
      })
      .then(() => setRequest(null));
  };

  return (
    <Dialog open onClose={onClose} title={data ? `Trials of ${data.teacher.name}` : 'Trials'}>
      <div className={styles.roleOptions}>
        {trials.isPending ? <LoadingIndicator label="Loading the teacher's apps" /> : null}
        {trials.error ? <ErrorAlert error={trials.error} /> : null}
        <PageNotice actions={actions} />
        {data?.trialLockEnd ? (
          <Alert tone="warning">
            <p>The school's trials are locked until {shortDate(data.trialLockEnd)}.</p>
          </Alert>
        ) : null}
        {request ? (
          <form className={styles.roleOptions} onSubmit={confirm} noValidate aria-label="Confirm the phone number">
            <p>Confirm the teacher's phone number to start {request.label}.</p>
            <TextField
              label="Phone"
              type="tel"
              value={shownPhone}
              onChange={(event) => setPhone(event.target.value)}
              error={phoneError ?? undefined}
              autoComplete="off"
            />
            <div className={styles.actions}>
              <Button type="submit" loading={start.isPending}>
                Confirm and start
              </Button>
              <Button variant="secondary" onClick={() => setRequest(null)}>
                Back
              </Button>
            </div>
          </form>
        ) : null}
        {data && !request ? (
          <>
            <PlainTable
              caption="The teacher's access to each app"
              rows={data.entries}
              rowKey={(entry) => entry.service.id}
              columns={COLUMNS}
              actions={(entry) =>
                entry.triallable ? (
                  <Button
                    size="small"
                    variant="secondary"
                    aria-label={`Start a trial of ${entry.service.name}`}
                    onClick={() => ask({ services: [entry.service.id], label: `a trial of ${entry.service.name}` })}
                  >
                    Start trial
                  </Button>
                ) : null
              }
            />
            <div className={styles.actions}>
              <ActionButton
                variant="primary"
                size="md"
                unavailable={data.noTrialReason}
                onClick={() => ask({ services: 'all', label: `trials of all ${triallable.length} remaining apps` })}
              >
                Start all remaining trials
              </ActionButton>
            </div>
            {data.noTrialReason ? <p>{data.noTrialReason}</p> : null}
          </>
        ) : null}
      </div>
    </Dialog>
  );
}
