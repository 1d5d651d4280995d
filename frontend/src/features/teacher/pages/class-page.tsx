import type { QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Link, useNavigate, useParams, useRouteError, type LoaderFunctionArgs } from 'react-router';
import { CLASS_MESSAGES, type ClassGroupDetail } from '../../../../../shared/schemas/classes';
import { type StudentRow } from '../../../../../shared/schemas/students';
import { Alert } from '../../../components/alert';
import { DocumentTitle } from '../../../components/document-title';
import { LinkButton } from '../../../components/link-button';
import { PageHeader } from '../../../components/page-header';
import { guarded } from '../guard';
import { paths } from '../../../config/paths';
import { isApiRequestError } from '../../../lib/api-client';
import { pageNotice } from '../../../lib/page-notice';
import { useSessionUser } from '../../../lib/session';
import { getClassGroup, removeStudents, updateClassGroup } from '../api/classes';
import { exportClassStudents, printClassDocument, voidLoginCards } from '../api/student-documents';
import { exportStudentRecord, regenerateUsername as regenerateStudentUsername, revealPasswords } from '../api/students';
import { RecordExport } from '../components/record-export';
import type { Job } from '../../../../../shared/schemas/jobs';
import { classNameOf, classTitle, deletedMessage, messageOf, studentName } from '../class-format';
import { ActionButton } from '../../../components/action-button';
import { ClassNameDialog } from '../components/class-name-dialog';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { CreateStudentForm } from '../components/create-student-form';
import { StudentsTable, useStudentsTableState } from '../components/students-table';
import { TeacherCrumbs } from '../components/teacher-crumbs';
import styles from '../components/teacher.module.css';

// The dialogs that read or change other classes load when opened: a teacher opening a class on a
// phone does not pay for their code first (Lighthouse's blocking time on this page was over 200 ms).
const ClassManagerDialog = lazy(async () => ({
  default: (await import('../components/class-manager-dialog')).ClassManagerDialog,
}));
const DeleteStudentsDialog = lazy(async () => ({
  default: (await import('../components/delete-students-dialog')).DeleteStudentsDialog,
}));
const LeaveClassDialog = lazy(async () => ({
  default: (await import('../components/leave-class-dialog')).LeaveClassDialog,
}));

export const classLoader = (queryClient: QueryClient) =>
  guarded(queryClient, async ({ params }: LoaderFunctionArgs) => {
    await queryClient.ensureQueryData(
      getClassGroup.queryOptions({ params: { classGroupId: params.classGroupId ?? '' } }),
    );
    return null;
  });

/** The class error screen (§2, §8): 'Class Load Error' and 'Error: {status} {detail}' of the first error. */
export function ClassLoadError() {
  const error = useRouteError();
  const status = isApiRequestError(error) ? error.status : 0;
  const detail = isApiRequestError(error) ? (error.errors[0]?.detail ?? error.message) : messageOf(error);
  return (
    <>
      <DocumentTitle title={CLASS_MESSAGES.classLoadError} />
      <TeacherCrumbs trail={[{ label: CLASS_MESSAGES.classLoadError }]} />
      <PageHeader title={CLASS_MESSAGES.classLoadError} />
      <Alert tone="danger">
        <p>
          Error: {status} {detail}
        </p>
      </Alert>
      <LinkButton to={paths.schoolManagement.getHref()}>Back to My Classes</LinkButton>
    </>
  );
}

type Notice = { tone: 'danger' | 'success' | 'warning'; text: string } | null;
type OpenDialog = 'rename' | 'manager' | 'delete' | 'void' | 'leave' | null;

/** teacher.class-group: the class page (school-and-family §2 Class page). */
export function ClassPage() {
  const { classGroupId = '' } = useParams();
  const detail = getClassGroup.useData({ params: { classGroupId } });
  return <ClassView key={classGroupId} detail={detail} />;
}

function ClassView({ detail }: { detail: ClassGroupDetail }) {
  const { classGroup, school, students, administrator, assigned } = detail;
  const user = useSessionUser();
  const navigate = useNavigate();
  const { selected, setSelected, passwords, setPasswords, table } = useStudentsTableState();
  const [notice, setNotice] = useState<Notice>(null);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const rename = updateClassGroup.useMutation();
  const remove = removeStudents.useMutation();
  const regenerate = regenerateStudentUsername.useMutation();
  const reveal = revealPasswords.useMutation();
  const voidCards = voidLoginCards.useMutation();
  const exportRecord = exportStudentRecord.useMutation();
  const [recordJob, setRecordJob] = useState<{ job: Job; name: string } | null>(null);

  const chosen = students.filter((student) => selected.has(student.id));
  const chosenIds = chosen.map((student) => student.id);
  const needsSome = chosen.length ? null : CLASS_MESSAGES.selectStudentsFirst;
  const noneSelected = () => setNotice({ tone: 'danger', text: CLASS_MESSAGES.noStudentsSelected });
  const className = classNameOf(classGroup);

  /** Runs a file action (a download) with its button busy; a failure is shown above the table. */
  async function run(key: string, action: () => Promise<unknown>) {
    setNotice(null);
    setBusy(key);
    try {
      await action();
    } catch (error) {
      setNotice({ tone: 'danger', text: messageOf(error) });
    } finally {
      setBusy(null);
    }
  }

  function togglePasswords() {
    if (passwords.size) return setPasswords(new Map());
    const ids = students.filter((student) => student.hasPassword).map((student) => student.id);
    if (!ids.length) return setNotice({ tone: 'warning', text: 'None of these students has a password to show.' });
    setNotice(null);
    reveal.mutate(
      { params: { schoolId: school.id }, body: { studentIds: ids } },
      {
        onSuccess: (answer) => setPasswords(new Map(Object.entries(answer.passwords))),
        onError: (error) => setNotice({ tone: 'danger', text: messageOf(error) }),
      },
    );
  }

  function voidCardsOfClass() {
    setNotice(null);
    voidCards.mutate(
      { params: { classGroupId: classGroup.id } },
      {
        onSuccess: () =>
          setNotice({
            tone: 'success',
            text: `The login cards of ${className} have been voided. Print new cards for students who still need them.`,
          }),
        onError: (error) => setNotice({ tone: 'danger', text: messageOf(error) }),
        onSettled: () => setDialog(null),
      },
    );
  }

  function openManager() {
    if (!classGroup.name.trim()) return setNotice({ tone: 'danger', text: CLASS_MESSAGES.nameBeforeManaging });
    setDialog('manager');
  }

  function removeFromClass() {
    setNotice(null);
    remove.mutate(
      { params: { classGroupId: classGroup.id }, body: { studentIds: chosenIds } },
      {
        onSuccess: ({ changed }) => {
          setSelected(new Set());
          setNotice({
            tone: 'success',
            text: `${changed.length === 1 ? '1 student' : `${changed.length} students`} removed from ${className}.`,
          });
        },
        onError: () => setNotice({ tone: 'danger', text: CLASS_MESSAGES.removeFailed }),
      },
    );
  }

  function regenerateUsername(student: StudentRow) {
    setNotice(null);
    regenerate.mutate(
      { params: { studentId: student.id } },
      {
        onSuccess: ({ student: updated }) =>
          setNotice({ tone: 'success', text: `${studentName(updated)}'s username is now ${updated.username ?? ''}.` }),
        onError: (error) =>
          setNotice({
            tone: 'danger',
            text:
              // 409: why the username stays (it is the first name's own, or the best there is).
              isApiRequestError(error) && error.status === 409
                ? error.message
                : CLASS_MESSAGES.usernameRegenerateFailed,
          }),
      },
    );
  }

  function exportRecordOf(student: StudentRow) {
    setNotice(null);
    exportRecord.mutate(
      { params: { schoolId: school.id, studentId: student.id } },
      {
        onSuccess: ({ job }) => setRecordJob({ job, name: studentName(student) }),
        onError: (error) =>
          setNotice({ tone: 'danger', text: isApiRequestError(error) ? error.message : String(error) }),
      },
    );
  }

  function leaveClass() {
    if (!assigned || !user) return setNotice({ tone: 'danger', text: CLASS_MESSAGES.notAssigned });
    setNotice(null);
    setDialog('leave');
  }

  function afterDelete(count: number) {
    setSelected(new Set());
    setNotice({ tone: 'success', text: deletedMessage(count) });
  }

  const title = classTitle(detail);
  const missingIds = !school.hideSchoolKey && students.some((student) => !student.schoolKey);

  return (
    <>
      <DocumentTitle title={title} />
      <TeacherCrumbs
        trail={[
          ...(detail.otherSchool ? [{ label: school.name, to: paths.teacher.school.getHref(school.id) }] : []),
          { label: `Class: ${className}` },
        ]}
      />
      <PageHeader
        title={title}
        description={
          <>
            Class Code: <strong className={styles.code}>{classGroup.code}</strong>
            <span className={styles.muted}>
              {' '}
              — share it with your students so they can join this class when they sign on with their school account.
            </span>
          </>
        }
      />
      {notice ? (
        <Alert tone={notice.tone} live>
          <p>{notice.text}</p>
        </Alert>
      ) : null}
      {missingIds ? (
        <Alert tone="warning">
          <p>{CLASS_MESSAGES.missingStudentIds}</p>
        </Alert>
      ) : null}
      <div className={styles.toolbar} role="toolbar" aria-label="Student actions">
        {school.restrictAccounts ? (
          <ActionButton
            variant="primary"
            onClick={() => setNotice({ tone: 'warning', text: CLASS_MESSAGES.restrictedAccounts })}
          >
            Create Student
          </ActionButton>
        ) : null}
        <ActionButton onClick={openManager}>Add/Move Students</ActionButton>
        {school.restrictAccounts ? null : (
          <ActionButton onClick={togglePasswords} loading={reveal.isPending} aria-pressed={passwords.size > 0}>
            Show passwords
          </ActionButton>
        )}
        <ActionButton
          onClick={() => void run('csv', () => exportClassStudents(classGroup.id, className))}
          loading={busy === 'csv'}
        >
          Export Student List
        </ActionButton>
        <ActionButton
          onClick={() => void run('list', () => printClassDocument(classGroup.id, 'list', chosenIds))}
          loading={busy === 'list'}
        >
          Print Student List
        </ActionButton>
        <ActionButton
          onClick={() => void run('cards', () => printClassDocument(classGroup.id, 'login-cards', chosenIds))}
          loading={busy === 'cards'}
        >
          Print Login Cards
        </ActionButton>
        <ActionButton
          onClick={() => void run('letters', () => printClassDocument(classGroup.id, 'home-letters', chosenIds))}
          loading={busy === 'letters'}
        >
          Print Home Letters
        </ActionButton>
        <ActionButton onClick={() => setDialog('void')}>Void Login Cards</ActionButton>
        <ActionButton
          unavailable={needsSome}
          onUnavailable={noneSelected}
          onClick={removeFromClass}
          loading={remove.isPending}
        >
          Remove From Class
        </ActionButton>
        {administrator ? (
          <ActionButton
            variant="danger"
            unavailable={needsSome}
            onUnavailable={noneSelected}
            onClick={() => setDialog('delete')}
          >
            Delete Student
          </ActionButton>
        ) : null}
        <ActionButton
          unavailable={chosen.length === 1 ? null : CLASS_MESSAGES.selectOneStudent}
          onUnavailable={() => setNotice({ tone: 'danger', text: CLASS_MESSAGES.selectOneStudent })}
          onClick={() => chosen[0] && regenerateUsername(chosen[0])}
          loading={regenerate.isPending}
        >
          Regenerate Username
        </ActionButton>
        {administrator ? (
          <ActionButton
            unavailable={chosen.length === 1 ? null : CLASS_MESSAGES.selectOneStudent}
            onUnavailable={() => setNotice({ tone: 'danger', text: CLASS_MESSAGES.selectOneStudent })}
            onClick={() => chosen[0] && exportRecordOf(chosen[0])}
            loading={exportRecord.isPending}
          >
            Export Record
          </ActionButton>
        ) : null}
        <ActionButton onClick={() => setDialog('rename')}>Edit Class Details</ActionButton>
        <ActionButton onClick={leaveClass}>Leave Class</ActionButton>
      </div>
      {recordJob ? <RecordExport job={recordJob.job} name={recordJob.name} /> : null}
      <StudentsTable
        caption={`Students of ${className}`}
        students={students}
        school={school}
        emptyText={CLASS_MESSAGES.noStudents}
        {...table}
      />
      {!students.length && administrator ? (
        <p>
          To add many students at once, use the{' '}
          <Link to={paths.teacher.studentImport.getHref(school.id)}>SMART Tool</Link>.
        </p>
      ) : null}
      {school.restrictAccounts ? null : (
        <CreateStudentForm classGroupId={classGroup.id} hideSchoolKey={school.hideSchoolKey} />
      )}
      <ClassNameDialog
        open={dialog === 'rename'}
        onClose={() => setDialog(null)}
        title="Edit Class Details"
        initialName={classGroup.name}
        save={rename}
        onSave={(name) =>
          rename.mutate(
            { params: { classGroupId: classGroup.id }, body: { name } },
            { onSuccess: () => setDialog(null) },
          )
        }
      />
      <Suspense fallback={null}>
        {dialog === 'manager' ? (
          <ClassManagerDialog
            open
            onClose={() => setDialog(null)}
            schoolId={school.id}
            administrator={administrator}
            sourceId={classGroup.id}
            initialSelection={chosenIds}
          />
        ) : null}
        {dialog === 'delete' ? (
          <DeleteStudentsDialog
            open
            onClose={() => setDialog(null)}
            schoolId={school.id}
            students={chosen}
            onDeleted={afterDelete}
          />
        ) : null}
        {dialog === 'leave' && user ? (
          <LeaveClassDialog
            classGroup={classGroup}
            userId={user.id}
            onClose={() => setDialog(null)}
            onLeft={(message) => void navigate(paths.schoolManagement.getHref(), { state: pageNotice(message) })}
          />
        ) : null}
      </Suspense>
      <ConfirmDialog
        open={dialog === 'void'}
        onClose={() => setDialog(null)}
        title="Void Login Cards"
        confirmLabel="Void Login Cards"
        busy={voidCards.isPending}
        onConfirm={voidCardsOfClass}
      >
        <p>
          Every login card printed so far for {className} will stop signing students in: scanning its QR code or opening
          its link will no longer work. Students can still sign in with their username and password, and cards printed
          from now on will work.
        </p>
      </ConfirmDialog>
    </>
  );
}

/** The page's route: its loader and page. */
export const route = (queryClient: QueryClient) => ({
  loader: classLoader(queryClient),
  Component: ClassPage,
  ErrorBoundary: ClassLoadError,
});
