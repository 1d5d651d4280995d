import { Trans, useLingui } from '@lingui/react/macro';
import type { QueryClient } from '@tanstack/react-query';
import { translated } from '../../../../../shared/i18n/text';
import { lazy, Suspense, useState } from 'react';
import { Link, useNavigate, useParams, useRouteError, type LoaderFunctionArgs } from 'react-router';
import { CLASS_MESSAGES, type ClassGroupDetail } from '../../../../../shared/schemas/classes';
import { Alert } from '../../../components/alert';
import { DocumentTitle } from '../../../components/document-title';
import { LinkButton } from '../../../components/link-button';
import { PageHeader } from '../../../components/page-header';
import { PageNotice } from '../../../components/page-notice';
import { usePageActions } from '../../../lib/use-page-actions';
import { guarded } from '../guard';
import { paths } from '../../../config/paths';
import { isApiRequestError } from '../../../lib/api-client';
import { pageNotice } from '../../../lib/page-notice';
import { useSessionUser } from '../../../lib/session';
import { getClassGroup } from '../api/classes';
import { voidLoginCards } from '../api/student-documents';
import { JobFile, type FileJob } from '../components/job-file';
import { classNameOf, classTitle, deletedMessage, messageOf } from '../class-format';
import { ClassApps } from '../components/class-apps';
import { ClassDialogs } from '../components/class-dialogs';
import { ClassToolbar, type ClassPageDialog } from '../components/class-toolbar';
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
  const title = translated(CLASS_MESSAGES.classLoadError);
  return (
    <>
      <DocumentTitle title={title} />
      <TeacherCrumbs trail={[{ label: title }]} />
      <PageHeader title={title} />
      <Alert tone="danger">
        <p>
          <Trans>
            Error: {status} {detail}
          </Trans>
        </p>
      </Alert>
      <LinkButton to={paths.schoolManagement.getHref()}>
        <Trans>Back to My Classes</Trans>
      </LinkButton>
    </>
  );
}

/** teacher.class-group: the class page (school-and-family §2 Class page). */
export function ClassPage() {
  const { classGroupId = '' } = useParams();
  const detail = getClassGroup.useData({ params: { classGroupId } });
  return <ClassView key={classGroupId} detail={detail} />;
}

function ClassView({ detail }: { detail: ClassGroupDetail }) {
  const { classGroup, school, students, administrator, assigned } = detail;
  const { t } = useLingui();
  const user = useSessionUser();
  const navigate = useNavigate();
  const { selected, setSelected, passwords, setPasswords, table } = useStudentsTableState();
  // A notice speaks of the students ticked when it was said: ticking others makes it stale.
  const actions = usePageActions({ about: [...selected].join() });
  const [dialog, setDialog] = useState<ClassPageDialog | null>(null);
  const voidCards = voidLoginCards.useMutation();
  const [fileJob, setFileJob] = useState<FileJob | null>(null);
  const chosen = students.filter((student) => selected.has(student.id));
  const className = classNameOf(classGroup);
  const close = () => setDialog(null);

  const voidCardsOfClass = () =>
    void actions.run(
      'void',
      async () => {
        try {
          return await voidCards.mutateAsync({ params: { classGroupId: classGroup.id } });
        } finally {
          close();
        }
      },
      {
        done: t`The login cards of ${className} have been voided. Print new cards for students who still need them.`,
      },
    );

  function afterDelete(count: number) {
    setSelected(new Set());
    actions.say({ tone: 'success', text: deletedMessage(count) });
  }

  const title = classTitle(detail);
  const code = classGroup.code;
  const missingIds = !school.hideSchoolKey && students.some((student) => !student.schoolKey);

  return (
    <>
      <DocumentTitle title={title} />
      <TeacherCrumbs
        trail={[
          ...(detail.otherSchool ? [{ label: school.name, to: paths.teacher.school.getHref(school.id) }] : []),
          { label: t`Class: ${className}` },
        ]}
      />
      <PageHeader
        title={title}
        description={
          <>
            <Trans>
              Class Code:{' '}
              <strong className={styles.code} dir="ltr">
                {code}
              </strong>
            </Trans>
            <span className={styles.muted}>
              {' '}
              <Trans>
                — share it with your students so they can join this class when they sign on with their school account.
              </Trans>
            </span>
          </>
        }
      />
      <PageNotice actions={actions} />
      {missingIds ? (
        <Alert tone="warning">
          <p>{translated(CLASS_MESSAGES.missingStudentIds)}</p>
        </Alert>
      ) : null}
      <ClassToolbar
        detail={detail}
        chosen={chosen}
        actions={actions}
        passwords={passwords}
        onPasswords={setPasswords}
        onRemoved={() => setSelected(new Set())}
        onFileJob={setFileJob}
        onOpen={setDialog}
        canLeave={assigned && !!user}
      />
      {fileJob ? <JobFile {...fileJob} /> : null}
      <StudentsTable
        caption={t`Students of ${className}`}
        students={students}
        school={school}
        emptyText={translated(CLASS_MESSAGES.noStudents)}
        {...table}
      />
      {!students.length && administrator ? (
        <p>
          <Trans>
            To add many students at once, use the{' '}
            <Link to={paths.teacher.studentImport.getHref(school.id)}>SMART Tool</Link>.
          </Trans>
        </p>
      ) : null}
      {school.restrictAccounts ? null : (
        <CreateStudentForm classGroupId={classGroup.id} hideSchoolKey={school.hideSchoolKey} />
      )}
      <ClassApps classGroupId={classGroup.id} className={className} />
      <ClassDialogs open={dialog === 'rename' ? 'edit' : null} onClose={close} editing={classGroup} />
      <Suspense fallback={null}>
        {dialog === 'manager' ? (
          <ClassManagerDialog
            open
            onClose={close}
            schoolId={school.id}
            administrator={administrator}
            sourceId={classGroup.id}
            initialSelection={chosen.map((student) => student.id)}
          />
        ) : null}
        {dialog === 'delete' ? (
          <DeleteStudentsDialog open onClose={close} schoolId={school.id} students={chosen} onDeleted={afterDelete} />
        ) : null}
        {dialog === 'leave' && user ? (
          <LeaveClassDialog
            classGroup={classGroup}
            userId={user.id}
            onClose={close}
            onLeft={(message) => void navigate(paths.schoolManagement.getHref(), { state: pageNotice(message) })}
          />
        ) : null}
      </Suspense>
      <ConfirmDialog
        open={dialog === 'void'}
        onClose={close}
        title={t`Void Login Cards`}
        confirmLabel={t`Void Login Cards`}
        busy={actions.isBusy('void')}
        onConfirm={voidCardsOfClass}
      >
        <p>
          <Trans>
            Every login card printed so far for {className} will stop signing students in: scanning its QR code or
            opening its link will no longer work. Students can still sign in with their username and password, and cards
            printed from now on will work.
          </Trans>
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
