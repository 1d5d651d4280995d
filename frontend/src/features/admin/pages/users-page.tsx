import type { QueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { hasPermission } from '../../../../../shared/permissions';
import { todayUtc } from '../../../../../shared/rules/calendar-days';
import type { SuppressionCheck } from '../../../../../shared/schemas/email-tools';
import type { Job } from '../../../../../shared/schemas/jobs';
import {
  USER_CHECK_MESSAGES,
  type InactiveStudentsPreview,
  type PasswordResetCheck,
} from '../../../../../shared/schemas/user-checks';
import { Alert, FailureAlert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DocumentTitle } from '../../../components/document-title';
import { JobProgress } from '../../../components/job-progress';
import { PageHeader } from '../../../components/page-header';
import { PageNotice } from '../../../components/page-notice';
import { TextField } from '../../../components/text-field';
import { isApiRequestError } from '../../../lib/api-client';
import { formatDayMonthYear, formatDayMonthYearTime } from '../../../lib/day-month-year';
import { useSessionUser } from '../../../lib/session';
import { usePageActions } from '../../../lib/use-page-actions';
import { checkSuppression } from '../api/email-tools';
import { FindUser } from '../components/find-user';
import { InactiveStudentsList } from '../components/inactive-students-list';
import { checkPasswordReset, deleteInactiveStudents, previewInactiveStudents } from '../api/user-checks';
import { DATE_PROBLEMS, DateField, type DateFieldValue } from '../components/date-field';
import { RemoveSuppression } from '../components/remove-suppression';
import styles from './operations-pages.module.css';
import { tabPageLoader } from '../guards';

const when = (at: string) => formatDayMonthYearTime(at);
const messageOf = (error: unknown, fallback: string) => (isApiRequestError(error) ? error.message : fallback);

function ResetResult({ result }: { result: PasswordResetCheck }) {
  return (
    <dl className={styles.facts} aria-label="Password reset check">
      <dt>Account</dt>
      <dd>{result.userExists ? 'Exists' : 'No account has this e-mail'}</dd>
      {result.userExists ? (
        <>
          <dt>Password reset</dt>
          <dd>
            {result.passwordResetCreatedAt
              ? `Link asked for ${when(result.passwordResetCreatedAt)} (still valid)`
              : 'No reset link outstanding'}
          </dd>
          <dt>Google or Facebook</dt>
          <dd>{result.socialAccountProvider ?? 'None'}</dd>
          <dt>School sign-on</dt>
          <dd>{result.samlAccountProvider ?? 'None'}</dd>
        </>
      ) : null}
    </dl>
  );
}

function SuppressionResult({ result }: { result: SuppressionCheck }) {
  return (
    <dl className={styles.facts} aria-label="Suppression check">
      <dt>Suppressed</dt>
      <dd>{result.isSuppressed ? 'Yes: SES will not mail this address' : 'No'}</dd>
      {result.isSuppressed ? (
        <>
          <dt>Reason</dt>
          <dd>{result.reason === 'BOUNCE' ? 'Bounce' : 'Complaint'}</dd>
          <dt>Since</dt>
          <dd>{result.time ? when(result.time) : '—'}</dd>
        </>
      ) : null}
    </dl>
  );
}

function EmailChecker({
  canCheckSuppression,
  canRemoveSuppression,
}: {
  canCheckSuppression: boolean;
  /** Taking an address off the list is a role of its own (suppression-list.remove): staff-console §6. */
  canRemoveSuppression: boolean;
}) {
  const [email, setEmail] = useState('');
  /** The address the shown suppression result is about (the field may have changed since). */
  const [checked, setChecked] = useState('');
  const reset = checkPasswordReset.useMutation();
  const suppression = checkSuppression.useMutation();
  // Says an address was taken off the suppression list, until the next check.
  const actions = usePageActions({ about: checked });
  const failed = reset.error ?? suppression.error;
  const error = failed
    ? isApiRequestError(failed)
      ? (failed.fieldErrors['email'] ?? failed.message)
      : 'The check could not be made.'
    : undefined;
  const busy = reset.isPending ? 'reset' : suppression.isPending ? 'suppression' : null;
  const result: { kind: 'reset'; value: PasswordResetCheck } | { kind: 'suppression'; value: SuppressionCheck } | null =
    reset.data
      ? { kind: 'reset', value: reset.data }
      : suppression.data
        ? { kind: 'suppression', value: suppression.data }
        : null;

  const check = (kind: 'reset' | 'suppression', address: string = email) => {
    reset.reset();
    suppression.reset();
    actions.say(null);
    setChecked(address.trim());
    (kind === 'reset' ? reset : suppression).mutate({ body: { email: address } });
  };

  return (
    <section className={styles.section} aria-labelledby="checker-heading">
      <h2 id="checker-heading">Email Checker</h2>
      <form
        className={styles.inline}
        noValidate
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          check('reset');
        }}
      >
        <TextField
          label="E-mail"
          type="email"
          autoComplete="off"
          value={email}
          error={error}
          onChange={(event) => setEmail(event.target.value)}
        />
        <Button type="submit" loading={busy === 'reset'}>
          Check Password Reset
        </Button>
        {canCheckSuppression ? (
          <Button variant="secondary" loading={busy === 'suppression'} onClick={() => check('suppression')}>
            Check Suppression
          </Button>
        ) : null}
      </form>
      <div aria-live="polite">
        {result?.kind === 'reset' ? (
          <ResetResult result={result.value} />
        ) : result?.kind === 'suppression' ? (
          <SuppressionResult result={result.value} />
        ) : null}
      </div>
      {result?.kind === 'suppression' && result.value.isSuppressed && canRemoveSuppression ? (
        <RemoveSuppression
          email={checked}
          onRemoved={(address) => {
            // Checked again, so the result shows the list as it is now.
            check('suppression', address);
            actions.say({
              tone: 'success',
              text: `${address} was taken off the suppression list: SES will mail it again.`,
            });
          }}
        />
      ) : null}
      <PageNotice actions={actions} />
    </section>
  );
}

function DeleteInactiveStudents() {
  const [date, setDate] = useState<DateFieldValue>({ day: null, problem: null });
  const [dateError, setDateError] = useState<string | undefined>();
  const [preview, setPreview] = useState<InactiveStudentsPreview | null>(null);
  const [nothing, setNothing] = useState(false);
  const count = previewInactiveStudents.useMutation();
  const remove = deleteInactiveStudents.useMutation();
  const job: Job | null = remove.data?.job ?? null;
  const busy = count.isPending || remove.isPending;
  const failure = count.error
    ? `${USER_CHECK_MESSAGES.failed}: ${messageOf(count.error, 'the students could not be counted.')}`
    : remove.error
      ? `${USER_CHECK_MESSAGES.failed}: ${messageOf(remove.error, 'the students could not be deleted.')}`
      : null;

  const ask = () => {
    count.reset();
    remove.reset();
    setNothing(false);
    if (date.problem) return setDateError(DATE_PROBLEMS[date.problem]);
    if (!date.day) return setDateError(USER_CHECK_MESSAGES.noDate);
    count.mutate(
      { query: { 'inactive-date': date.day } },
      { onSuccess: (counted) => (counted.students === 0 ? setNothing(true) : setPreview(counted)) },
    );
  };

  const confirm = () => {
    if (!preview || !date.day) return;
    remove.mutate(
      { query: { 'inactive-date': date.day }, body: { expectedStudents: preview.students } },
      { onSettled: () => setPreview(null) },
    );
  };

  const since = date.day ? formatDayMonthYear(`${date.day}T00:00:00.000Z`) : '';
  return (
    <section className={styles.section} aria-labelledby="inactive-heading">
      <h2 id="inactive-heading">Delete Inactive Students</h2>
      <p>
        Deletes students who have not signed in since a date (and students who never signed in, made before it), with
        their class places and passwords. You see who first.
      </p>
      <div className={styles.inline}>
        <DateField
          label="Not signed in since"
          to={todayUtc()}
          error={dateError}
          onChange={(value) => {
            setDate(value);
            setDateError(undefined);
            setNothing(false);
          }}
        />
        <Button variant="danger" loading={busy && !preview} onClick={ask}>
          Delete Inactive Students
        </Button>
      </div>
      {nothing ? (
        <Alert tone="info" live>
          <p>No students have been inactive since {since}: there is nothing to delete.</p>
        </Alert>
      ) : null}
      <FailureAlert message={failure} />
      <ConfirmDialog
        open={preview !== null}
        title="Delete inactive students?"
        confirmLabel={`Delete ${preview?.students ?? 0} students`}
        busy={busy}
        onConfirm={confirm}
        onClose={() => setPreview(null)}
      >
        <p>
          {preview?.students} {preview?.students === 1 ? 'student' : 'students'} of {preview?.schools}{' '}
          {preview?.schools === 1 ? 'school' : 'schools'} have not signed in since {since}.
        </p>
        {preview ? <InactiveStudentsList preview={preview} /> : null}
        <p>Their accounts, class places and passwords will be deleted. This cannot be undone.</p>
      </ConfirmDialog>
      {job ? <JobProgress key={job.id} job={job} label="Deleting inactive students" linesOpen /> : null}
    </section>
  );
}

/** The Users tab (users.manage; staff-console §2 Users): Find a User, Email Checker and, with its permission, Delete Inactive Students. */
export function UsersPage() {
  const roles = useSessionUser()?.staffRoles ?? [];
  return (
    <>
      <DocumentTitle title="Users | Admin Console" />
      <PageHeader
        title="Users"
        description="Find any account and act for it, check an e-mail's password reset and suppression state, and delete inactive students."
      />
      <FindUser />
      <EmailChecker
        canCheckSuppression={hasPermission(roles, 'email.suppression-list.read')}
        canRemoveSuppression={hasPermission(roles, 'suppression-list.remove')}
      />
      {hasPermission(roles, 'users.manage.delete.inactive-students') ? <DeleteInactiveStudents /> : null}
    </>
  );
}

/** The page's route: its loader after the console's and the tab's guards. */
export const route = (queryClient: QueryClient) => ({
  loader: tabPageLoader(queryClient, 'users'),
  Component: UsersPage,
});
