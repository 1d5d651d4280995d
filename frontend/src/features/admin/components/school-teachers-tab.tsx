import { ADMIN_SCHOOL_MESSAGES } from '../../../../../shared/schemas/admin-schools';
import { formatDayMonthYearTime } from '../../../lib/day-month-year';
import { useState } from 'react';
import { Alert, ErrorAlert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { LoadingIndicator } from '../../../components/loading-indicator';
import { isApiRequestError } from '../../../lib/api-client';
import { useLoginAs } from '../../../lib/staff-login-as';
import { listAdminSchoolTeachers } from '../api/admin-schools';
import { TeacherTrialsDialog } from './teacher-trials-dialog';
import { administratorActionOf, ChangeAdministratorDialog } from './change-administrator-dialog';
import styles from '../pages/staff-pages.module.css';
import tableStyles from '../../../components/plain-table.module.css';

function lastLogin(at: string | null): string {
  return at ? formatDayMonthYearTime(at) : 'Never';
}

/**
 * The school page's Teachers tab (staff-console §2; school.read): the teachers, or 'None', each with
 * (school.trial.update) the teacher modal's trials, (users.manage or school.manage) Log in as and
 * (school.admin.update) Make or Remove Administrator.
 */
export function SchoolTeachersTab({
  schoolId,
  schoolName,
  canStartTrials,
  canLoginAs,
  canChangeAdministrators,
}: {
  schoolId: string;
  schoolName: string;
  canStartTrials: boolean;
  canLoginAs: boolean;
  canChangeAdministrators: boolean;
}) {
  const teachers = listAdminSchoolTeachers.useRead({ params: { schoolId } });
  const loginAs = useLoginAs();
  const [failure, setFailure] = useState<string | null>(null);
  const [changed, setChanged] = useState<string | null>(null);
  const [trialsOf, setTrialsOf] = useState<string | null>(null);
  const [administratorOf, setAdministratorOf] = useState<string | null>(null);
  const changing = teachers.data?.teachers.find((teacher) => teacher.id === administratorOf);

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
      {changed ? (
        <Alert tone="success" live>
          <p>{changed}</p>
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
                    {canChangeAdministrators ? (
                      <Button
                        size="small"
                        variant="secondary"
                        aria-label={`${administratorActionOf(teacher)}: ${name}`}
                        onClick={() => {
                          setFailure(null);
                          setChanged(null);
                          setAdministratorOf(teacher.id);
                        }}
                      >
                        {administratorActionOf(teacher)}
                      </Button>
                    ) : null}
                    {canLoginAs ? (
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
      {changing ? (
        <ChangeAdministratorDialog
          schoolId={schoolId}
          schoolName={schoolName}
          teacher={changing}
          onChanged={(message) => {
            setChanged(message);
            setAdministratorOf(null);
          }}
          onClose={() => setAdministratorOf(null)}
        />
      ) : null}
    </section>
  );
}
