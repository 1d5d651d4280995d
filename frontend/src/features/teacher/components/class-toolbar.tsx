import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { translated } from '../../../../../shared/i18n/text';
import { CLASS_MESSAGES, type ClassGroupDetail } from '../../../../../shared/schemas/classes';
import type { StudentRow } from '../../../../../shared/schemas/students';
import { ActionButton } from '../../../components/action-button';
import { isApiRequestError } from '../../../lib/api-client';
import type { PageActions } from '../../../lib/use-page-actions';
import { removeStudents } from '../api/classes';
import { exportClassStudents } from '../api/student-documents';
import { exportStudentRecord, regenerateUsername, revealPasswords } from '../api/students';
import { classNameOf, studentName } from '../class-format';
import type { FileJob } from './job-file';
import { useClassPrint } from './use-class-print';
import styles from './teacher.module.css';

/** The dialogs the class page's toolbar opens. */
export type ClassPageDialog = 'rename' | 'manager' | 'delete' | 'void' | 'leave';

interface ClassToolbarProps {
  detail: ClassGroupDetail;
  /** The ticked students, in the table's order. */
  chosen: readonly StudentRow[];
  actions: PageActions;
  /** Passwords shown, by student id: Show passwords fills them and empties them again. */
  passwords: ReadonlyMap<string, string>;
  onPasswords: (passwords: Map<string, string>) => void;
  /** After Remove From Class: the ticks go with the students. */
  onRemoved: () => void;
  /** A job that makes a file (Export record, a large class's printout): its progress and download below the toolbar. */
  onFileJob: (fileJob: FileJob) => void;
  onOpen: (dialog: ClassPageDialog) => void;
  /** Leave Class is for a teacher of the class. */
  canLeave: boolean;
}

/**
 * The class page's 'Student actions' (school-and-family §2 Class page): each says how it went
 * through the page's notice, and an action that needs students chosen says so when pressed.
 */
export function ClassToolbar(props: ClassToolbarProps) {
  const { detail, chosen, actions, passwords, onPasswords, onRemoved, onFileJob, onOpen, canLeave } = props;
  const { classGroup, school, students, administrator } = detail;
  const { t } = useLingui();
  const remove = removeStudents.useMutation();
  const regenerate = regenerateUsername.useMutation();
  const reveal = revealPasswords.useMutation();
  const exportRecord = exportStudentRecord.useMutation();
  const className = classNameOf(classGroup);
  const chosenIds = chosen.map((student) => student.id);
  const print = useClassPrint(classGroup.id, className, chosenIds.length || students.length, chosenIds, onFileJob);
  const needsSome = chosen.length ? null : translated(CLASS_MESSAGES.selectStudentsFirst);
  const needsOne = chosen.length === 1 ? null : translated(CLASS_MESSAGES.selectOneStudent);
  // The contract's messages, in the portal's language.
  const fail = (text: string) => () => actions.say({ tone: 'danger', text: translated(text) });
  const warn = (text: string) => actions.say({ tone: 'warning', text });
  /** A file action (a download) with its button busy; a failure is said above the table. */
  const file = (key: string, label: string, work: () => Promise<unknown>) => (
    <ActionButton onClick={() => void actions.run(key, work)} loading={actions.isBusy(key)}>
      {label}
    </ActionButton>
  );

  function togglePasswords() {
    if (passwords.size) return onPasswords(new Map());
    const ids = students.filter((student) => student.hasPassword).map((student) => student.id);
    if (!ids.length) return warn(t`None of these students has a password to show.`);
    void actions.run('passwords', async () => {
      const answer = await reveal.mutateAsync({ params: { schoolId: school.id }, body: { studentIds: ids } });
      onPasswords(new Map(Object.entries(answer.passwords)));
    });
  }

  const removeFromClass = () =>
    void actions.run(
      'remove',
      () => remove.mutateAsync({ params: { classGroupId: classGroup.id }, body: { studentIds: chosenIds } }),
      {
        done: ({ changed }) => {
          onRemoved();
          const count = changed.length;
          return t`${plural(count, { one: `# student removed from ${className}.`, other: `# students removed from ${className}.` })}`;
        },
        failed: () => translated(CLASS_MESSAGES.removeFailed),
      },
    );

  const regenerateOne = (student: StudentRow) =>
    void actions.run('regenerate', () => regenerate.mutateAsync({ params: { studentId: student.id } }), {
      done: ({ student: updated }) => {
        const name = studentName(updated);
        const username = updated.username ?? '';
        return t`${name}'s username is now ${username}.`;
      },
      // 409: why the username stays (it is the first name's own, or the best there is).
      failed: (reason, error) =>
        isApiRequestError(error) && error.status === 409 ? reason : translated(CLASS_MESSAGES.usernameRegenerateFailed),
    });

  const exportRecordOf = (student: StudentRow) =>
    void actions.run('record', async () => {
      const { job } = await exportRecord.mutateAsync({ params: { schoolId: school.id, studentId: student.id } });
      const name = studentName(student);
      onFileJob({ job, label: t`Preparing ${name}'s record`, saveLabel: t`Save ${name}'s record (ZIP)` });
    });

  return (
    <div className={styles.toolbar} role="toolbar" aria-label={t`Student actions`}>
      {school.restrictAccounts ? (
        <ActionButton variant="primary" onClick={() => warn(translated(CLASS_MESSAGES.restrictedAccounts))}>
          <Trans>Create Student</Trans>
        </ActionButton>
      ) : null}
      <ActionButton
        onClick={() => (classGroup.name.trim() ? onOpen('manager') : fail(CLASS_MESSAGES.nameBeforeManaging)())}
      >
        <Trans>Add/Move Students</Trans>
      </ActionButton>
      {school.restrictAccounts ? null : (
        <ActionButton onClick={togglePasswords} loading={actions.isBusy('passwords')} aria-pressed={passwords.size > 0}>
          <Trans>Show passwords</Trans>
        </ActionButton>
      )}
      {file('csv', t`Export Student List`, () => exportClassStudents(classGroup.id, className))}
      {file('list', t`Print Student List`, () => print('list'))}
      {file('cards', t`Print Login Cards`, () => print('login-cards'))}
      {file('letters', t`Print Home Letters`, () => print('home-letters'))}
      <ActionButton onClick={() => onOpen('void')}>
        <Trans>Void Login Cards</Trans>
      </ActionButton>
      <ActionButton
        unavailable={needsSome}
        onUnavailable={fail(CLASS_MESSAGES.noStudentsSelected)}
        onClick={removeFromClass}
        loading={actions.isBusy('remove')}
      >
        <Trans>Remove From Class</Trans>
      </ActionButton>
      {administrator ? (
        <ActionButton
          variant="danger"
          unavailable={needsSome}
          onUnavailable={fail(CLASS_MESSAGES.noStudentsSelected)}
          onClick={() => onOpen('delete')}
        >
          <Trans>Delete Student</Trans>
        </ActionButton>
      ) : null}
      <ActionButton
        unavailable={needsOne}
        onUnavailable={fail(CLASS_MESSAGES.selectOneStudent)}
        onClick={() => chosen[0] && regenerateOne(chosen[0])}
        loading={actions.isBusy('regenerate')}
      >
        <Trans>Regenerate Username</Trans>
      </ActionButton>
      {administrator ? (
        <ActionButton
          unavailable={needsOne}
          onUnavailable={fail(CLASS_MESSAGES.selectOneStudent)}
          onClick={() => chosen[0] && exportRecordOf(chosen[0])}
          loading={actions.isBusy('record')}
        >
          <Trans>Export Record</Trans>
        </ActionButton>
      ) : null}
      <ActionButton onClick={() => onOpen('rename')}>
        <Trans>Edit Class Details</Trans>
      </ActionButton>
      <ActionButton
        onClick={() => {
          if (!canLeave) return fail(CLASS_MESSAGES.notAssigned)();
          actions.say(null);
          onOpen('leave');
        }}
      >
        <Trans>Leave Class</Trans>
      </ActionButton>
    </div>
  );
}
