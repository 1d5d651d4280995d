import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type ReactNode } from 'react';
import { translated } from '../../../../../shared/i18n/text';
import { CLASS_MESSAGES } from '../../../../../shared/schemas/classes';
import { type StudentRow } from '../../../../../shared/schemas/students';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { LoadingIndicator } from '../../../components/loading-indicator';
import { PageNotice } from '../../../components/page-notice';
import { usePageActions } from '../../../lib/use-page-actions';
import { addStudents, listSchoolClasses, removeStudents } from '../api/classes';
import { useListStudents } from './use-list-students';
import { messageOf } from '../class-format';
import { classManagerLists, transferRules, type ClassList, type ListId } from '../class-manager-rules';
import { studentName } from '../class-format';
import fieldStyles from '../../../components/field.module.css';
import styles from './teacher.module.css';

interface ClassManagerDialogProps {
  open: boolean;
  onClose: () => void;
  schoolId: string;
  administrator: boolean;
  /** The list the dialog opens on: the class page's class, or 'students-in-no-class'. */
  sourceId: ListId;
  /** Students already chosen on the page, ticked to start with. */
  initialSelection: readonly string[];
}

/** Add/Move Students (§2, §4): two lists side by side; copy or move the ticked students of the first into the second. */
export function ClassManagerDialog({ open, onClose, ...props }: ClassManagerDialogProps) {
  const { t } = useLingui();
  return (
    <Dialog open={open} onClose={onClose} title={t`Add/Move Students`}>
      {open ? <ClassManager {...props} /> : null}
    </Dialog>
  );
}

function ClassManager({
  schoolId,
  administrator,
  sourceId,
  initialSelection,
}: Omit<ClassManagerDialogProps, 'open' | 'onClose'>) {
  const { t } = useLingui();
  const classes = listSchoolClasses.useRead({ params: { schoolId } });
  const [source, setSource] = useState<ListId>(sourceId);
  const [target, setTarget] = useState<ListId>('');
  const [ticked, setTicked] = useState<Set<string>>(new Set(initialSelection));
  const add = addStudents.useMutation();
  const take = removeStudents.useMutation();
  // The outcome speaks of the lists chosen when it was said.
  const actions = usePageActions({ about: `${source}>${target}` });
  const sourceLabelId = useId();
  const { lists, unnamed } = classManagerLists(classes.data?.classGroups ?? [], administrator);
  const classIds = (classes.data?.classGroups ?? []).map((classGroup) => classGroup.id);
  const sourceList = lists.find((list) => list.id === source);
  const targetList = lists.find((list) => list.id === target);
  const sourceStudents = useListStudents(schoolId, sourceList, classIds);
  const targetStudents = useListStudents(schoolId, targetList, classIds);

  if (classes.error) return <Alert tone="danger">{messageOf(classes.error)}</Alert>;
  if (!classes.data) return <LoadingIndicator />;
  if (lists.length < 2) {
    return (
      <Alert tone="warning">
        <p>{translated(CLASS_MESSAGES.needTwoClasses)}</p>
        {unnamed ? <p>{translated(CLASS_MESSAGES.unnamedNotSelectable)}</p> : null}
      </Alert>
    );
  }

  const sourceLabel = sourceList?.label ?? '';
  const targetLabel = targetList?.label ?? '';
  const chosen = (sourceStudents.students ?? [])
    .filter((student) => ticked.has(student.id))
    .map((student) => student.id);

  function transfer(next: 'copy' | 'move') {
    if (!targetList || !sourceList) return;
    if (!chosen.length) return actions.say({ tone: 'danger', text: translated(CLASS_MESSAGES.noStudentsSelected) });
    const request = { body: { studentIds: chosen } };
    const count = chosen.length;
    const label = targetList.label;
    void actions.run(
      next,
      async () => {
        // §8 class copy failure: the answer's text; a move whose removal failed says the students were copied.
        await add.mutateAsync({ ...request, params: { classGroupId: targetList.id } });
        if (next === 'move' && !sourceList.virtual)
          await take.mutateAsync({ ...request, params: { classGroupId: sourceList.id } }).catch((error: unknown) => {
            throw new Error(`${translated(CLASS_MESSAGES.moveRemoveFailed)} ${messageOf(error)}`);
          });
      },
      {
        done: () => {
          setTicked(new Set());
          return next === 'copy'
            ? t`${plural(count, { one: `# student copied to ${label}.`, other: `# students copied to ${label}.` })}`
            : t`${plural(count, { one: `# student moved to ${label}.`, other: `# students moved to ${label}.` })}`;
        },
      },
    );
  }

  return (
    <div>
      {unnamed ? (
        <Alert tone="info">
          <p>{translated(CLASS_MESSAGES.unnamedNotSelectable)}</p>
        </Alert>
      ) : null}
      <PageNotice actions={actions} />
      <div className={styles.manager}>
        <div>
          <ListSelect
            id={`${sourceLabelId}-select`}
            labelId={sourceLabelId}
            label={t`From`}
            value={source}
            onChange={(value) => {
              setSource(value);
              setTicked(new Set());
            }}
          >
            {lists.map((list) => (
              <option key={list.id} value={list.id}>
                {list.label}
              </option>
            ))}
          </ListSelect>
          <StudentChecklist
            label={t`Students of ${sourceLabel}`}
            students={sourceStudents.students}
            error={sourceStudents.error}
            ticked={ticked}
            onTickedChange={setTicked}
          />
        </div>
        <div>
          <ListSelect
            id={`${sourceLabelId}-target-select`}
            labelId={`${sourceLabelId}-target`}
            label={t`To`}
            value={target}
            onChange={setTarget}
          >
            <option value="">{t`Choose a class`}</option>
            {lists
              .filter((list) => list.id !== source)
              .map(({ id, label, locked }) => (
                <option key={id} value={id} disabled={locked}>
                  {locked ? t`${label} (locked)` : label}
                </option>
              ))}
          </ListSelect>
          {targetList ? (
            <StudentChecklist
              label={t`Students of ${targetLabel}`}
              students={targetStudents.students}
              error={targetStudents.error}
            />
          ) : null}
        </div>
      </div>
      <TransferButtons sourceList={sourceList} targetList={targetList} busy={actions.busy} onTransfer={transfer} />
    </div>
  );
}

/** Copy Students and Move Students, each saying why where the lists chosen do not allow it. */
function TransferButtons({
  sourceList,
  targetList,
  busy,
  onTransfer,
}: {
  sourceList: ClassList | undefined;
  targetList: ClassList | undefined;
  /** The transfer under way, if any. */
  busy: string | null;
  onTransfer: (kind: 'copy' | 'move') => void;
}) {
  const { t } = useLingui();
  const rules = transferRules(sourceList, targetList);
  return (
    <div className={styles.toolbar}>
      <Button
        onClick={() => onTransfer('copy')}
        disabled={!rules.canCopy || busy !== null}
        loading={busy === 'copy'}
        title={
          sourceList?.virtual === 'students-in-no-class'
            ? t`Students in no class can only be moved.`
            : (rules.targetProblem ?? undefined)
        }
      >
        <Trans>Copy Students</Trans>
      </Button>
      <Button
        onClick={() => onTransfer('move')}
        disabled={!rules.canMove || busy !== null}
        loading={busy === 'move'}
        title={
          sourceList?.virtual === 'all-students'
            ? t`Students can only be copied from all students.`
            : (rules.targetProblem ?? undefined)
        }
      >
        <Trans>Move Students</Trans>
      </Button>
    </div>
  );
}

/** A list to choose (From or To), labelled above its select. */
function ListSelect({
  id,
  labelId,
  label,
  value,
  onChange,
  children,
}: {
  id: string;
  labelId: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  return (
    <>
      <label className={fieldStyles.label} id={labelId} htmlFor={id}>
        {label}
      </label>
      <select id={id} className={fieldStyles.control} value={value} onChange={(event) => onChange(event.target.value)}>
        {children}
      </select>
    </>
  );
}

function StudentChecklist({
  label,
  students,
  error,
  ticked,
  onTickedChange,
}: {
  label: string;
  students: StudentRow[] | null;
  error: Error | null;
  ticked?: ReadonlySet<string>;
  onTickedChange?: (ticked: Set<string>) => void;
}) {
  if (error) return <Alert tone="danger">{messageOf(error)}</Alert>;
  if (!students) return <LoadingIndicator />;
  if (!students.length)
    return (
      <p className={styles.muted}>
        <Trans>No students.</Trans>
      </p>
    );
  return (
    <ul className={styles.studentList} aria-label={label}>
      {students.map((student) => (
        <li key={student.id}>
          {ticked && onTickedChange ? (
            <label>
              <input
                type="checkbox"
                checked={ticked.has(student.id)}
                onChange={() => {
                  const next = new Set(ticked);
                  if (next.has(student.id)) next.delete(student.id);
                  else next.add(student.id);
                  onTickedChange(next);
                }}
              />{' '}
              {studentName(student)}
            </label>
          ) : (
            studentName(student)
          )}
        </li>
      ))}
    </ul>
  );
}
