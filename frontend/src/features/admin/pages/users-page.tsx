import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { translated } from '../../../../../shared/i18n/text';
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
import { dateProblemText, DateField, type DateFieldValue } from '../components/date-field';
import { RemoveSuppression } from '../components/remove-suppression';
import styles from './operations-pages.module.css';
import { tabPageLoader } from '../guards';

const when = (at: string) => formatDayMonthYearTime(at);
const messageOf = (error: unknown, fallback: string) => (isApiRequestError(error) ? error.message : fallback);

function ResetResult({ result }: { result: PasswordResetCheck }) {
  const { t } = useLingui();
  const asked = result.passwordResetCreatedAt ? when(result.passwordResetCreatedAt) : null;
  return (
    <dl className={styles.facts} aria-label={t`Password reset check`}>
      <dt>
        <Trans>Account</Trans>
      </dt>
      <dd>{result.userExists ? <Trans>Exists</Trans> : <Trans>No account has this e-mail</Trans>}</dd>
      {result.userExists ? (
        <>
          <dt>
            <Trans>Password reset</Trans>
          </dt>
          <dd>
            {asked ? <Trans>Link asked for {asked} (still valid)</Trans> : <Trans>No reset link outstanding</Trans>}
          </dd>
          <dt>
            <Trans>Google or Facebook</Trans>
          </dt>
          <dd>{result.socialAccountProvider ?? t`None`}</dd>
          <dt>
            <Trans>School sign-on</Trans>
          </dt>
          <dd>{result.samlAccountProvider ?? t`None`}</dd>
        </>
      ) : null}
    </dl>
  );
}

function SuppressionResult({ result }: { result: SuppressionCheck }) {
  const { t } = useLingui();
  return (
    <dl className={styles.facts} aria-label={t`Suppression check`}>
      <dt>
        <Trans>Suppressed</Trans>
      </dt>
      <dd>{result.isSuppressed ? <Trans>Yes: SES will not mail this address</Trans> : <Trans>No</Trans>}</dd>
      {result.isSuppressed ? (
        <>
          <dt>
            <Trans>Reason</Trans>
          </dt>
          <dd>{result.reason === 'BOUNCE' ? <Trans>Bounce</Trans> : <Trans>Complaint</Trans>}</dd>
          <dt>
            <Trans>Since</Trans>
          </dt>
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
  const { t } = useLingui();
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
      : t`The check could not be made.`
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
      <h2 id="checker-heading">
        <Trans>Email Checker</Trans>
      </h2>
      <form
        className={styles.inline}
        noValidate
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          check('reset');
        }}
      >
        <TextField
          label={t`E-mail`}
          type="email"
          autoComplete="off"
          value={email}
          error={error}
          onChange={(event) => setEmail(event.target.value)}
        />
        <Button type="submit" loading={busy === 'reset'}>
          <Trans>Check Password Reset</Trans>
        </Button>
        {canCheckSuppression ? (
          <Button variant="secondary" loading={busy === 'suppression'} onClick={() => check('suppression')}>
            <Trans>Check Suppression</Trans>
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
              text: t`${address} was taken off the suppression list: SES will mail it again.`,
            });
          }}
        />
      ) : null}
      <PageNotice actions={actions} />
    </section>
  );
}

function DeleteInactiveStudents() {
  const { t } = useLingui();
  const [date, setDate] = useState<DateFieldValue>({ day: null, problem: null });
  const [dateError, setDateError] = useState<string | undefined>();
  const [preview, setPreview] = useState<InactiveStudentsPreview | null>(null);
  const [nothing, setNothing] = useState(false);
  const count = previewInactiveStudents.useMutation();
  const remove = deleteInactiveStudents.useMutation();
  const job: Job | null = remove.data?.job ?? null;
  const busy = count.isPending || remove.isPending;
  const failed = translated(USER_CHECK_MESSAGES.failed);
  const reason = count.error
    ? messageOf(count.error, t`the students could not be counted.`)
    : remove.error
      ? messageOf(remove.error, t`the students could not be deleted.`)
      : null;
  const failure = reason === null ? null : t`${failed}: ${reason}`;

  const ask = () => {
    count.reset();
    remove.reset();
    setNothing(false);
    if (date.problem) return setDateError(dateProblemText(date.problem));
    if (!date.day) return setDateError(translated(USER_CHECK_MESSAGES.noDate));
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
  const students = preview?.students ?? 0;
  const schools = preview?.schools ?? 0;
  return (
    <section className={styles.section} aria-labelledby="inactive-heading">
      <h2 id="inactive-heading">
        <Trans>Delete Inactive Students</Trans>
      </h2>
      <p>
        <Trans>
          Deletes students who have not signed in since a date (and students who never signed in, made before it), with
          their class places and passwords. You see who first.
        </Trans>
      </p>
      <div className={styles.inline}>
        <DateField
          label={t`Not signed in since`}
          to={todayUtc()}
          error={dateError}
          onChange={(value) => {
            setDate(value);
            setDateError(undefined);
            setNothing(false);
          }}
        />
        <Button variant="danger" loading={busy && !preview} onClick={ask}>
          <Trans>Delete Inactive Students</Trans>
        </Button>
      </div>
      {nothing ? (
        <Alert tone="info" live>
          <p>
            <Trans>No students have been inactive since {since}: there is nothing to delete.</Trans>
          </p>
        </Alert>
      ) : null}
      <FailureAlert message={failure} />
      <ConfirmDialog
        open={preview !== null}
        title={t`Delete inactive students?`}
        confirmLabel={t`Delete ${students} students`}
        busy={busy}
        onConfirm={confirm}
        onClose={() => setPreview(null)}
      >
        <p>
          {t`${plural(students, {
            one: `# student of ${plural(schools, { one: '# school', other: '# schools' })} have not signed in since ${since}.`,
            other: `# students of ${plural(schools, { one: '# school', other: '# schools' })} have not signed in since ${since}.`,
          })}`}
        </p>
        {preview ? <InactiveStudentsList preview={preview} /> : null}
        <p>
          <Trans>Their accounts, class places and passwords will be deleted. This cannot be undone.</Trans>
        </p>
      </ConfirmDialog>
      {job ? <JobProgress key={job.id} job={job} label={t`Deleting inactive students`} linesOpen /> : null}
    </section>
  );
}

/** The Users tab (users.manage; staff-console §2 Users): Find a User, Email Checker and, with its permission, Delete Inactive Students. */
export function UsersPage() {
  const { t } = useLingui();
  const roles = useSessionUser()?.staffRoles ?? [];
  return (
    <>
      <DocumentTitle title={t`Users | Admin Console`} />
      <PageHeader
        title={t`Users`}
        description={t`Find any account and act for it, check an e-mail's password reset and suppression state, and delete inactive students.`}
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
