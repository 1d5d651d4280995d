import type { QueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useState } from 'react';
import { Link, useParams, type LoaderFunctionArgs } from 'react-router';
import { CLASS_MESSAGES } from '../../../../../shared/schemas/classes';
import { TEACHER_MESSAGES, type TeacherRow } from '../../../../../shared/schemas/teachers';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { DocumentTitle } from '../../../components/document-title';
import { LinkButton } from '../../../components/link-button';
import { PageHeader } from '../../../components/page-header';
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
import { ActionButton } from '../../../components/action-button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DataTable } from '../../../components/data-table';
import { TeacherCrumbs } from '../components/teacher-crumbs';
import { AddExistingTeacherForm, AddTeacherForm } from '../components/teacher-forms';
import styles from '../components/teacher.module.css';
import { afterOwnAdminChange, deleteTeacherWarning, teacherActions } from '../teacher-actions';

export const manageTeachersLoader = (queryClient: QueryClient) =>
  guarded(queryClient, async ({ params }: LoaderFunctionArgs) => {
    const schoolId = params.schoolId ?? '';
    await Promise.all([
      queryClient.ensureQueryData(listSchoolTeachers.queryOptions({ params: { schoolId } })),
      queryClient.ensureQueryData(getSamlImportSetup.queryOptions({ params: { schoolId } })),
    ]);
    return null;
  });

const COLUMNS: ColumnDef<TeacherRow, unknown>[] = [
  { id: 'name', header: 'Name', cell: ({ row }) => personName(row.original) },
  { id: 'username', header: 'Email / Username', cell: ({ row }) => row.original.email ?? row.original.username },
  { id: 'administrator', header: 'Administrator', cell: ({ row }) => (row.original.isSchoolAdmin ? 'Yes' : 'No') },
  {
    id: 'lastSignIn',
    header: 'Last Login',
    cell: ({ row }) =>
      row.original.lastSignIn ? shortDate(row.original.lastSignIn) : <span className={styles.muted}>Never</span>,
  },
  {
    id: 'classes',
    header: 'Classes',
    // Class names of up to 60 characters wrap inside the column rather than widening the table.
    cell: ({ row }) => <span className={styles.wrapText}>{row.original.classGroups.map(classNameOf).join(', ')}</span>,
  },
];

type Notice = { tone: 'danger' | 'success'; text: string };
type DialogKind = 'register' | 'delete' | 'reset' | 'own-admin' | null;

/**
 * teacher.school.teachers (§2 Manage Teachers): the school's teachers with Add/Remove
 * Administrator, Register New Teacher (restricted schools), Delete Teacher, Manage Classes, Import
 * Teachers, Import Teachers - SAML (schools with a school system), Reset Password; the inline add
 * form (unrestricted schools) and adding an existing teacher by username.
 */
export function ManageTeachersPage() {
  const { schoolId = '' } = useParams();
  const user = useSessionUser();
  const { teachers, school } = listSchoolTeachers.useData({ params: { schoolId } });
  const { samlIdp } = getSamlImportSetup.useData({ params: { schoolId } });
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [notice, setNotice] = useState<Notice | null>(null);
  const [dialog, setDialog] = useState<DialogKind>(null);
  const changeAdmin = changeSchoolAdminStatus.useMutation();
  const deleteTeacher = deleteTeacherCall.useMutation();
  const resetPassword = resetTeacherPassword.useMutation();
  const chosen = teachers.filter((teacher) => selected.has(teacher.id));
  const [one] = chosen;
  const actions = teacherActions(chosen, user?.id ?? null);
  const title = 'Manage Teachers';
  const say = (text: string) => () => setNotice({ tone: 'danger', text });

  function changeAdministrator() {
    if (!one) return;
    setNotice(null);
    setDialog(null);
    const admin = actions.makeAdmin;
    changeAdmin.mutate(
      { params: { schoolId, teacherId: one.id }, body: { admin } },
      {
        onSuccess: ({ reload }) => {
          // §4: changing one's own status reloads the page (the menus and rights change with it).
          if (reload)
            return window.location.assign(
              afterOwnAdminChange(admin, window.location.href, paths.schoolManagement.getHref()),
            );
          setNotice({
            tone: 'success',
            text: admin
              ? `${personName(one)} is now an administrator of ${school.name}.`
              : `${personName(one)} is no longer an administrator of ${school.name}.`,
          });
        },
        onError: (error) =>
          setNotice({
            tone: 'danger',
            text: isApiRequestError(error) && error.status === 409 ? error.message : TEACHER_MESSAGES.adminChangeFailed,
          }),
      },
    );
  }

  function onAdminPressed() {
    if (one && one.id === user?.id && !actions.makeAdmin) setDialog('own-admin');
    else changeAdministrator();
  }

  function remove() {
    if (!one) return;
    setNotice(null);
    deleteTeacher.mutate(
      { params: { schoolId, teacherId: one.id } },
      {
        onSuccess: () => {
          setDialog(null);
          setSelected(new Set());
          setNotice({ tone: 'success', text: `${personName(one)} has been deleted.` });
        },
        onError: (error) => {
          setDialog(null);
          setNotice({
            tone: 'danger',
            text: isApiRequestError(error) && error.status === 409 ? error.message : TEACHER_MESSAGES.deleteFailed,
          });
        },
      },
    );
  }

  function reset() {
    if (!one) return;
    setNotice(null);
    resetPassword.mutate(
      { params: { schoolId, teacherId: one.id } },
      {
        onSuccess: ({ sentTo }) => {
          setDialog(null);
          setNotice({ tone: 'success', text: `${TEACHER_MESSAGES.passwordReset} It was sent to ${sentTo}.` });
        },
        onError: (error) => {
          setDialog(null);
          setNotice({
            tone: 'danger',
            text:
              isApiRequestError(error) && error.status < 500
                ? error.message
                : 'There was a problem resetting the password.',
          });
        },
      },
    );
  }

  return (
    <>
      <DocumentTitle title={title} />
      <TeacherCrumbs trail={[{ label: school.name, to: paths.teacher.school.getHref(school.id) }, { label: title }]} />
      <PageHeader title={title} description={`The teachers of ${school.name}. Tick one teacher to act on it.`} />
      {notice ? (
        <Alert tone={notice.tone} live>
          <p>{notice.text}</p>
        </Alert>
      ) : null}
      <div className={styles.toolbar} role="toolbar" aria-label="Teacher actions">
        <ActionButton
          unavailable={actions.admin}
          onUnavailable={say(TEACHER_MESSAGES.selectOneTeacher)}
          onClick={onAdminPressed}
          loading={changeAdmin.isPending}
        >
          {actions.adminLabel}
        </ActionButton>
        {school.restrictAccounts ? (
          <ActionButton onClick={() => setDialog('register')}>Register New Teacher</ActionButton>
        ) : null}
        <ActionButton
          variant="danger"
          unavailable={actions.remove}
          onUnavailable={actions.remove ? say(actions.remove) : undefined}
          onClick={() => setDialog('delete')}
        >
          Delete Teacher
        </ActionButton>
        <LinkButton to={paths.teacher.manageClasses.getHref(school.id)} variant="secondary" size="small">
          Manage Classes
        </LinkButton>
        <LinkButton to={paths.teacher.importTeachers.getHref(school.id)} variant="secondary" size="small">
          Import Teachers
        </LinkButton>
        {samlIdp ? (
          <LinkButton to={paths.teacher.samlImport.getHref(school.id)} variant="secondary" size="small">
            Import Teachers - SAML
          </LinkButton>
        ) : null}
        <ActionButton
          unavailable={actions.resetPassword}
          onUnavailable={actions.resetPassword ? say(actions.resetPassword) : undefined}
          onClick={() => setDialog('reset')}
        >
          Reset Password
        </ActionButton>
      </div>
      <DataTable
        caption={`Teachers of ${school.name}`}
        rows={teachers}
        columns={COLUMNS}
        getRowId={(row) => row.id}
        selection="multi"
        selected={selected}
        onSelectedChange={setSelected}
        rowLabel={personName}
        emptyText="No teachers have been added yet."
      />
      {school.restrictAccounts ? (
        <Alert tone="info">
          <p>{CLASS_MESSAGES.restrictedAccounts}</p>
        </Alert>
      ) : (
        <AddTeacherForm schoolId={school.id} />
      )}
      <AddExistingTeacherForm schoolId={school.id} />

      <Dialog
        open={dialog === 'register'}
        onClose={() => setDialog(null)}
        title="Register New Teacher"
        footer={
          <Button variant="secondary" onClick={() => setDialog(null)}>
            Close
          </Button>
        }
      >
        <p>
          {school.name}&apos;s accounts are linked to the school&apos;s management system, so teacher accounts are not
          added here.
        </p>
        <p>
          A new teacher account is created when the teacher logs in from the school system
          {samlIdp ? (
            <>
              , or by <Link to={paths.teacher.samlImport.getHref(school.id)}>Import Teachers - SAML</Link>
            </>
          ) : (
            ', or by Import Teachers - SAML once the school has a school system'
          )}
          .
        </p>
      </Dialog>
      {one ? (
        <>
          <ConfirmDialog
            open={dialog === 'delete'}
            title="Delete Teacher"
            confirmLabel="Delete Teacher"
            busy={deleteTeacher.isPending}
            onConfirm={remove}
            onClose={() => setDialog(null)}
          >
            <p>{deleteTeacherWarning(one)}</p>
          </ConfirmDialog>
          <ConfirmDialog
            open={dialog === 'reset'}
            title="Reset Password"
            confirmLabel="Reset Password"
            busy={resetPassword.isPending}
            onConfirm={reset}
            onClose={() => setDialog(null)}
          >
            <p>
              {personName(one)} will be emailed a new temporary password at {one.email}. Their current password stops
              working, and they must choose a new password when they next log in.
            </p>
          </ConfirmDialog>
          <ConfirmDialog
            open={dialog === 'own-admin'}
            title="Remove Administrator"
            confirmLabel="Remove Administrator"
            busy={changeAdmin.isPending}
            onConfirm={changeAdministrator}
            onClose={() => setDialog(null)}
          >
            <p>
              You will no longer be an administrator of {school.name}: you will not be able to manage its teachers,
              classes or details. The page will reload.
            </p>
          </ConfirmDialog>
        </>
      ) : null}
    </>
  );
}

/** The page's route: its loader and page. */
export const route = (queryClient: QueryClient) => ({
  loader: manageTeachersLoader(queryClient),
  Component: ManageTeachersPage,
});
