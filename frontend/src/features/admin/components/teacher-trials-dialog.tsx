import { useState, type FormEvent } from 'react';
import { formatDayMonthYear } from '../../../lib/day-month-year';
import { ADMIN_TEACHER_MESSAGES, type TeacherTrialEntry } from '../../../../../shared/schemas/admin-teachers';
import { Alert, ErrorAlert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { LoadingIndicator } from '../../../components/loading-indicator';
import { TextField } from '../../../components/text-field';
import { isApiRequestError } from '../../../lib/api-client';
import { listTeacherTrialEntries, startTeacherTrialsForTeacher } from '../api/admin-teachers';
import styles from '../pages/staff-pages.module.css';
import tableStyles from '../../../components/plain-table.module.css';

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
  const [notice, setNotice] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  const data = trials.data;
  const triallable = data?.entries.filter((entry) => entry.triallable) ?? [];
  const shownPhone = phone ?? data?.teacher.phone ?? '';

  const ask = (next: Request) => {
    setNotice(null);
    setPhoneError(null);
    setRequest(next);
  };

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    if (!request) return;
    if (!shownPhone.trim()) return setPhoneError(ADMIN_TEACHER_MESSAGES.noPhone);
    start.mutate(
      { params: { teacherId }, body: { services: request.services, phone: shownPhone.trim() } },
      {
        onSuccess: ({ services, expiry }) => {
          setRequest(null);
          setNotice({
            tone: 'success',
            text: `Started ${services.length === 1 ? 'a trial' : `${services.length} trials`} until ${shortDate(expiry)}.`,
          });
        },
        onError: (failed) => {
          setRequest(null);
          setNotice({ tone: 'danger', text: isApiRequestError(failed) ? failed.message : 'Something went wrong' });
        },
      },
    );
  };

  return (
    <Dialog open onClose={onClose} title={data ? `Trials of ${data.teacher.name}` : 'Trials'}>
      <div className={styles.roleOptions}>
        {trials.isPending ? <LoadingIndicator label="Loading the teacher's apps" /> : null}
        {trials.error ? <ErrorAlert error={trials.error} /> : null}
        {notice ? (
          <Alert tone={notice.tone} live>
            <p>{notice.text}</p>
          </Alert>
        ) : null}
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
            <div className={tableStyles.tableWrap}>
              <table className={tableStyles.table}>
                <caption className="visually-hidden">The teacher's access to each app</caption>
                <thead>
                  <tr>
                    <th scope="col">App</th>
                    <th scope="col">Has now</th>
                    <th scope="col">Ends</th>
                    <th scope="col">
                      <span className="visually-hidden">Trial</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.entries.map((entry) => (
                    <tr key={entry.service.id}>
                      <td>{entry.service.name}</td>
                      <td>{TYPE_LABELS[entry.currentType]}</td>
                      <td>{shortDate(entry.expiry)}</td>
                      <td>
                        {entry.triallable ? (
                          <Button
                            size="small"
                            variant="secondary"
                            aria-label={`Start a trial of ${entry.service.name}`}
                            onClick={() =>
                              ask({ services: [entry.service.id], label: `a trial of ${entry.service.name}` })
                            }
                          >
                            Start trial
                          </Button>
                        ) : null}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <div className={styles.actions}>
              <Button
                disabled={triallable.length === 0}
                onClick={() => ask({ services: 'all', label: `trials of all ${triallable.length} remaining apps` })}
              >
                Start all remaining trials
              </Button>
            </div>
          </>
        ) : null}
      </div>
    </Dialog>
  );
}
