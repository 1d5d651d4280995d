import type { I18n } from '@lingui/core';
import { msg, ph } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { translated } from '../../../../../shared/i18n/text';
import { ADMIN_SCHOOL_MESSAGES } from '../../../../../shared/schemas/admin-schools';
import { formatDayMonthYearTime } from '../../../lib/day-month-year';
import { useState } from 'react';
import type { TeacherRow } from '../../../../../shared/schemas/teachers';
import { ErrorAlert } from '../../../components/alert';
import { PageActionBar, type PageAction } from '../../../components/page-action-bar';
import { PageNotice } from '../../../components/page-notice';
import { PlainTable, type PlainTableColumn } from '../../../components/plain-table';
import { LoadingIndicator } from '../../../components/loading-indicator';
import { isApiRequestError } from '../../../lib/api-client';
import { useLoginAs } from '../../../lib/staff-login-as';
import { usePageActions } from '../../../lib/use-page-actions';
import { listAdminSchoolTeachers } from '../api/admin-schools';
import { TeacherTrialsDialog } from './teacher-trials-dialog';
import {
  administratorActionNamed,
  administratorActionOf,
  ChangeAdministratorDialog,
} from './change-administrator-dialog';
import { LoginAsDialog, type LoginAsAccount } from './login-as-dialog';
import styles from '../pages/staff-pages.module.css';

function lastLogin(i18n: I18n, at: string | null): string {
  return at ? formatDayMonthYearTime(at) : i18n._(msg`Never`);
}

const nameOf = (teacher: TeacherRow) => `${teacher.firstName} ${teacher.lastName}`.trim();

function columns(i18n: I18n): PlainTableColumn<TeacherRow>[] {
  return [
    { header: i18n._(msg`Name`), cell: nameOf },
    { header: i18n._(msg`Email / Username`), cell: (teacher) => <bdi>{teacher.email ?? teacher.username}</bdi> },
    {
      header: i18n._(msg`Administrator`),
      cell: (teacher) => (teacher.isSchoolAdmin ? i18n._(msg`Yes`) : i18n._(msg`No`)),
    },
    { header: i18n._(msg`Last Login`), cell: (teacher) => lastLogin(i18n, teacher.lastSignIn) },
    {
      header: i18n._(msg`Classes`),
      cell: (teacher) => teacher.classGroups.map((group) => group.name).join(', ') || '—',
    },
  ];
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
  const { i18n, t } = useLingui();
  const teachers = listAdminSchoolTeachers.useRead({ params: { schoolId } });
  const loginAs = useLoginAs();
  const actions = usePageActions({ about: schoolId, ownsPageNotice: false });
  const [trialsOf, setTrialsOf] = useState<string | null>(null);
  const [administratorOf, setAdministratorOf] = useState<string | null>(null);
  const [loginAsOf, setLoginAsOf] = useState<LoginAsAccount | null>(null);
  const changing = teachers.data?.teachers.find((teacher) => teacher.id === administratorOf);

  if (teachers.isPending) return <LoadingIndicator label={t`Loading the teachers`} />;
  if (teachers.error) {
    if (isApiRequestError(teachers.error) && teachers.error.status === 403)
      return <p>{translated(ADMIN_SCHOOL_MESSAGES.insufficientPermissions)}</p>;
    return <ErrorAlert error={teachers.error} />;
  }
  if (teachers.data.teachers.length === 0)
    return (
      <p>
        <Trans>None</Trans>
      </p>
    );
  const rowActions = (teacher: TeacherRow): PageAction[] => {
    const name = nameOf(teacher);
    return [
      {
        key: `trials:${teacher.id}`,
        label: t`Trials`,
        ariaLabel: t`Trials of ${name}`,
        hidden: !canStartTrials,
        onRun: () => setTrialsOf(teacher.id),
      },
      {
        key: `administrator:${teacher.id}`,
        label: administratorActionOf(i18n, teacher),
        ariaLabel: administratorActionNamed(i18n, teacher, name),
        hidden: !canChangeAdministrators,
        onRun: () => {
          actions.say(null);
          setAdministratorOf(teacher.id);
        },
      },
      {
        key: `login-as:${teacher.id}`,
        label: t`Log in as`,
        ariaLabel: t`Log in as ${name}`,
        hidden: !canLoginAs,
        onRun: () => {
          actions.say(null);
          setLoginAsOf({ id: teacher.id, name, username: teacher.email ?? teacher.username });
        },
      },
    ];
  };
  return (
    <section className={styles.section} aria-label={t`Teachers`}>
      <PageNotice actions={actions} />
      <PlainTable
        caption={t`Teachers of the school, by last name`}
        rows={teachers.data.teachers}
        rowKey={(teacher) => teacher.id}
        columns={columns(i18n)}
        actions={(teacher) => (
          <PageActionBar
            label={t`${ph({ name: nameOf(teacher) })} actions`}
            actions={rowActions(teacher)}
            busy={actions.busy}
          />
        )}
      />
      <LoginAsDialog
        account={loginAsOf}
        busy={loginAsOf !== null && actions.isBusy(`login-as:${loginAsOf.id}`)}
        onClose={() => setLoginAsOf(null)}
        onConfirm={(account) =>
          void actions
            .run(`login-as:${account.id}`, () => loginAs.mutateAsync({ body: { user: account.id } }))
            .finally(() => setLoginAsOf(null))
        }
      />
      {trialsOf ? <TeacherTrialsDialog teacherId={trialsOf} onClose={() => setTrialsOf(null)} /> : null}
      {changing ? (
        <ChangeAdministratorDialog
          schoolId={schoolId}
          schoolName={schoolName}
          teacher={changing}
          onChanged={(message) => {
            actions.say({ tone: 'success', text: message });
            setAdministratorOf(null);
          }}
          onClose={() => setAdministratorOf(null)}
        />
      ) : null}
    </section>
  );
}
