import { ADMIN_SCHOOL_MESSAGES } from '../../../../../shared/schemas/admin-schools';
import { useState } from 'react';
import { Alert, ErrorAlert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { LoadingIndicator } from '../../../components/loading-indicator';
import { isApiRequestError } from '../../../lib/api-client';
import { useSessionUser } from '../../../lib/session';
import { useLoginAs } from '../../../lib/staff-login-as';
import { logsInAsMembersOf } from '../../../../../shared/rules/login-as';
import { listSchoolTeachers } from '../api/teachers';
import { TeacherTrialsDialog } from './teacher-trials-dialog';
import styles from '../pages/staff-pages.module.css';
import tableStyles from '../../../components/plain-table.module.css';

function lastLogin(at: string | null): string {
  return at ? new Date(at).toLocaleDateString('en-AU', { day: 'numeric', month: 'short', year: 'numeric' }) : 'Never';
}

/**
 * The school page's Teachers tab (staff-console §2): the teachers, or 'None', each with (school.trial.update) the
 * teacher modal's trials and Log in as where the log-in-as rule lets this staff member (shared/rules/login-as.ts).
 */
export function SchoolTeachersTab({ schoolId, canStartTrials }: { schoolId: string; canStartTrials: boolean }) {
  const teachers = listSchoolTeachers.useRead({ params: { schoolId } });
  const canLogIn = logsInAsMembersOf(useSessionUser()?.staffRoles ?? [], schoolId);
  const loginAs = useLoginAs();
  const [failure, setFailure] = useState<string | null>(null);
  const [trialsOf, setTrialsOf] = useState<string | null>(null);

  if (teachers.isPending) return <LoadingIndicator label="Loading the teachers" />;
  if (teachers.error) {
    if (isApiRequestError(teachers.error) && teachers.error.status === 403)
      return <p>{ADMIN_SCHOOL_MESSAGES.insufficientPermissions}</p>;
    return <ErrorAlert error={teachers.error} />;
  }
  if (teachers.data.teachers.length === 0) return <p>None</p>;
  return (
    <section className={styles.section} aria-label="Teachers">
      {failure ? (
        <Alert tone="danger" live>
          <p>{failure}</p>
        </Alert>
      ) : null}
      <div className={tableStyles.tableWrap}>
        <table className={tableStyles.table}>
          <caption className="visually-hidden">Teachers of the school, by last name</caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Email / Username</th>
              <th scope="col">Administrator</th>
              <th scope="col">Last Login</th>
              <th scope="col">Classes</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {teachers.data.teachers.map((teacher) => {
              const name = `${teacher.firstName} ${teacher.lastName}`.trim();
              return (
                <tr key={teacher.id}>
                  <td>{name}</td>
                  <td>{teacher.email ?? teacher.username}</td>
                  <td>{teacher.isSchoolAdmin ? 'Yes' : 'No'}</td>
                  <td>{lastLogin(teacher.lastSignIn)}</td>
                  <td>{teacher.classGroups.map((group) => group.name).join(', ') || '—'}</td>
                  <td className={styles.actions}>
                    {canStartTrials ? (
                      <Button
                        size="small"
                        variant="secondary"
                        aria-label={`Trials of ${name}`}
                        onClick={() => setTrialsOf(teacher.id)}
                      >
                        Trials
                      </Button>
                    ) : null}
                    {canLogIn ? (
                      <Button
                        size="small"
                        variant="secondary"
                        aria-label={`Log in as ${name}`}
                        loading={loginAs.isPending && loginAs.variables.body.user === teacher.id}
                        onClick={() => {
                          setFailure(null);
                          loginAs.mutate(
                            { body: { user: teacher.id } },
                            {
                              onError: (error) =>
                                setFailure(isApiRequestError(error) ? error.message : 'Something went wrong'),
                            },
                          );
                        }}
                      >
                        Log in as
                      </Button>
                    ) : null}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {trialsOf ? <TeacherTrialsDialog teacherId={trialsOf} onClose={() => setTrialsOf(null)} /> : null}
    </section>
  );
}
