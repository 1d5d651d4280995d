import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { QueryClient } from '@tanstack/react-query';
import { translated } from '../../../../../shared/i18n/text';
import type { ColumnDef } from '@tanstack/react-table';
import { useState } from 'react';
import { useParams, type LoaderFunctionArgs } from 'react-router';
import { CLASS_MESSAGES } from '../../../../../shared/schemas/classes';
import { TEACHER_MESSAGES, type TeacherRow } from '../../../../../shared/schemas/teachers';
import { Alert } from '../../../components/alert';
import { DocumentTitle } from '../../../components/document-title';
import { PageHeader } from '../../../components/page-header';
import { PageNotice } from '../../../components/page-notice';
import { usePageActions } from '../../../lib/use-page-actions';
import { guarded } from '../guard';
import { paths } from '../../../config/paths';
import { isApiRequestError } from '../../../lib/api-client';
import { useSessionUser } from '../../../lib/session';
import { getSamlImportSetup } from '../api/saml-imports';
import {
  changeSchoolAdminStatus,
  deleteTeacher as deleteTeacherCall,
  listSchoolTeachers,
  resetTeacherPassword,
} from '../api/teachers';
import { classNameOf, personName, shortDate } from '../class-format';
import { DataTable } from '../../../components/data-table';
import { TeacherCrumbs } from '../components/teacher-crumbs';
import { AddExistingTeacherForm, AddTeacherForm } from '../components/teacher-forms';
import { ManageTeachersDialogs, type TeacherDialog } from '../components/manage-teachers-dialogs';
import { TeacherToolbar } from '../components/teacher-toolbar';
import styles from '../components/teacher.module.css';
import { afterOwnAdminChange, teacherActions } from '../teacher-actions';

export const manageTeachersLoader = (queryClient: QueryClient) =>
  guarded(queryClient, async ({ params }: LoaderFunctionArgs) => {
    const schoolId = params.schoolId ?? '';
    await Promise.all([
      queryClient.ensureQueryData(listSchoolTeachers.queryOptions({ params: { schoolId } })),
      queryClient.ensureQueryData(getSamlImportSetup.queryOptions({ params: { schoolId } })),
    ]);
    return null;
  });

const teacherColumns = (i18n: I18n): ColumnDef<TeacherRow, unknown>[] => [
  { id: 'name', header: i18n._(msg`Name`), cell: ({ row }) => personName(row.original) },
  {
    id: 'username',
    header: i18n._(msg`Email / Username`),
    cell: ({ row }) => row.original.email ?? row.original.username,
  },
  {
    id: 'administrator',
    header: i18n._(msg`Administrator`),
    cell: ({ row }) => (row.original.isSchoolAdmin ? i18n._(msg`Yes`) : i18n._(msg`No`)),
  },
  {
    id: 'lastSignIn',
    header: i18n._(msg`Last Login`),
    cell: ({ row }) =>
      row.original.lastSignIn ? (
        shortDate(row.original.lastSignIn, i18n.locale)
      ) : (
        <span className={styles.muted}>
          <Trans>Never</Trans>
        </span>
      ),
  },
  {
    id: 'classes',
    header: i18n._(msg`Classes`),
    // Class names of up to 60 characters wrap inside the column rather than widening the table.
    cell: ({ row }) => <span className={styles.wrapText}>{row.original.classGroups.map(classNameOf).join(', ')}</span>,
  },
];

/**
 * teacher.school.teachers (§2 Manage Teachers): the school's teachers with Add/Remove
 * Administrator, Register New Teacher (restricted schools), Delete Teacher, Manage Classes, Import
 * Teachers, Import Teachers - SAML (schools with a school system), Reset Password; the inline add
 * form (unrestricted schools) and adding an existing teacher by username.
 */
export function ManageTeachersPage() {
  const { t, i18n } = useLingui();
  const { schoolId = '' } = useParams();
  const user = useSessionUser();
  const { teachers, school } = listSchoolTeachers.useData({ params: { schoolId } });
  const { samlIdp } = getSamlImportSetup.useData({ params: { schoolId } });
  const [selected, setSelected] = useState<Set<string>>(new Set());
  // A notice speaks of the teachers ticked when it was said: ticking others makes it stale.
  const page = usePageActions({ about: [...selected].join() });
  const [dialog, setDialog] = useState<TeacherDialog | null>(null);
  const changeAdmin = changeSchoolAdminStatus.useMutation();
  const deleteTeacher = deleteTeacherCall.useMutation();
  const resetPassword = resetTeacherPassword.useMutation();
  const chosen = teachers.filter((teacher) => selected.has(teacher.id));
  const [one] = chosen;
  const actions = teacherActions(chosen, user?.id ?? null);
  const title = t`Manage Teachers`;
  const schoolName = school.name;
  /** A refusal the API explains (409) in its own words, any other failure in the page's. */
  const refusedOr = (text: string) => (reason: string, error: unknown) =>
    isApiRequestError(error) && error.status === 409 ? reason : text;
  /** The change of a confirmation closes it, whichever way it went. */
  const closing =
    <Result,>(work: () => Promise<Result>) =>
    async () => {
      try {
        return await work();
      } finally {
        setDialog(null);
      }
    };

  function changeAdministrator(teacher: TeacherRow) {
    setDialog(null);
    const admin = actions.makeAdmin;
    const name = personName(teacher);
    void page.run(
      'admin',
      async () => {
        const answer = await changeAdmin.mutateAsync({ params: { schoolId, teacherId: teacher.id }, body: { admin } });
        // §4: changing one's own status reloads the page (the menus and rights change with it).
        if (answer.reload)
          window.location.assign(afterOwnAdminChange(admin, window.location.href, paths.schoolManagement.getHref()));
        return answer;
      },
      {
        done: ({ reload }) =>
          reload
            ? ''
            : admin
              ? t`${name} is now an administrator of ${schoolName}.`
              : t`${name} is no longer an administrator of ${schoolName}.`,
        failed: refusedOr(translated(TEACHER_MESSAGES.adminChangeFailed)),
      },
    );
  }

  const remove = (teacher: TeacherRow) =>
    void page.run(
      'delete',
      closing(() => deleteTeacher.mutateAsync({ params: { schoolId, teacherId: teacher.id } })),
      {
        done: () => {
          setSelected(new Set());
          const name = personName(teacher);
          return t`${name} has been deleted.`;
        },
        failed: refusedOr(translated(TEACHER_MESSAGES.deleteFailed)),
      },
    );

  const reset = (teacher: TeacherRow) =>
    void page.run(
      'reset',
      closing(() => resetPassword.mutateAsync({ params: { schoolId, teacherId: teacher.id } })),
      {
        done: ({ sentTo }) => `${translated(TEACHER_MESSAGES.passwordReset)} ${t`It was sent to ${sentTo}.`}`,
        failed: (reason, error) =>
          isApiRequestError(error) && error.status < 500 ? reason : t`There was a problem resetting the password.`,
      },
    );

  function onAdminPressed() {
    if (!one) return;
    if (one.id === user?.id && !actions.makeAdmin) setDialog('own-admin');
    else changeAdministrator(one);
  }

  return (
    <>
      <DocumentTitle title={title} />
      <TeacherCrumbs trail={[{ label: school.name, to: paths.teacher.school.getHref(school.id) }, { label: title }]} />
      <PageHeader title={title} description={t`The teachers of ${schoolName}. Tick one teacher to act on it.`} />
      <PageNotice actions={page} />
      <TeacherToolbar
        school={school}
        samlIdp={!!samlIdp}
        actions={actions}
        busy={page.busy}
        onAdmin={onAdminPressed}
        onOpen={setDialog}
        onUnavailable={(text) => page.say({ tone: 'danger', text })}
      />
      <DataTable
        caption={t`Teachers of ${schoolName}`}
        rows={teachers}
        columns={teacherColumns(i18n)}
        getRowId={(row) => row.id}
        selection="multi"
        selected={selected}
        onSelectedChange={setSelected}
        rowLabel={personName}
        emptyText={t`No teachers have been added yet.`}
      />
      {school.restrictAccounts ? (
        <Alert tone="info">
          <p>{translated(CLASS_MESSAGES.restrictedAccounts)}</p>
        </Alert>
      ) : (
        <AddTeacherForm schoolId={school.id} />
      )}
      <AddExistingTeacherForm schoolId={school.id} />
      <ManageTeachersDialogs
        open={dialog}
        onClose={() => setDialog(null)}
        school={school}
        samlIdp={!!samlIdp}
        one={one}
        busy={page.busy}
        onConfirm={(confirmed) => {
          if (!one) return;
          if (confirmed === 'delete') remove(one);
          else if (confirmed === 'reset') reset(one);
          else changeAdministrator(one);
        }}
      />
    </>
  );
}

/** The page's route: its loader and page. */
export const route = (queryClient: QueryClient) => ({
  loader: manageTeachersLoader(queryClient),
  Component: ManageTeachersPage,
});
