import { useQueries } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { CLASS_MESSAGES } from '../../../../../shared/schemas/classes';
import { type StudentRow } from '../../../../../shared/schemas/students';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { LoadingIndicator } from '../../../components/loading-indicator';
import { addStudents, getClassGroup, listSchoolClasses, listStudentsInNoClass, removeStudents } from '../api/classes';
import { messageOf } from '../class-format';
import { classManagerLists, transferRules, type ClassList, type ListId } from '../class-manager-rules';
import { sortStudents, studentName } from '../class-format';
import fieldStyles from '../../../components/field.module.css';
import styles from './teacher.module.css';

/** The students of one list: a class's, the students in no class, or all of them (every class's and those in no class). */
function useListStudents(
  schoolId: string,
  list: ClassList | undefined,
  classIds: readonly string[],
): { students: StudentRow[] | null; error: Error | null } {
  const inNoClass = () => listStudentsInNoClass.queryOptions({ params: { schoolId } });
  const ofClass = (classGroupId: string) => getClassGroup.queryOptions({ params: { classGroupId } });
  const options = !list
    ? []
    : list.virtual === 'students-in-no-class'
      ? [inNoClass()]
      : list.virtual === 'all-students'
        ? [inNoClass(), ...classIds.map(ofClass)]
        : [ofClass(list.id)];
  const results = useQueries({ queries: options as unknown as ReturnType<typeof ofClass>[] });
  const error = results.find((result) => result.error)?.error ?? null;
  if (!list || results.some((result) => !result.data)) return { students: null, error };
  const byId = new Map<string, StudentRow>();
  for (const result of results) for (const student of result.data?.students ?? []) byId.set(student.id, student);
  return { students: sortStudents([...byId.values()]), error };
}

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
  return (
    <Dialog open={open} onClose={onClose} title="Add/Move Students">
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
  const classes = listSchoolClasses.useRead({ params: { schoolId } });
  const [source, setSource] = useState<ListId>(sourceId);
  const [target, setTarget] = useState<ListId>('');
  const [ticked, setTicked] = useState<Set<string>>(new Set(initialSelection));
  const add = addStudents.useMutation();
  const take = removeStudents.useMutation();
  const [kind, setKind] = useState<'copy' | 'move' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const busy = add.isPending || take.isPending ? kind : null;
  // §8 class copy failure: the answer's text; a move whose removal failed says the students were copied.
  const failure =
    problem ??
    (add.error
      ? messageOf(add.error)
      : take.error
        ? `${CLASS_MESSAGES.moveRemoveFailed} ${messageOf(take.error)}`
        : null);
  const outcome = failure
    ? { tone: 'danger' as const, text: failure }
    : done
      ? { tone: 'success' as const, text: done }
      : null;
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
        <p>{CLASS_MESSAGES.needTwoClasses}</p>
        {unnamed ? <p>{CLASS_MESSAGES.unnamedNotSelectable}</p> : null}
      </Alert>
    );
  }

  const rules = transferRules(sourceList, targetList);
  const chosen = (sourceStudents.students ?? [])
    .filter((student) => ticked.has(student.id))
    .map((student) => student.id);

  function transfer(next: 'copy' | 'move') {
    if (!targetList || !sourceList) return;
    add.reset();
    take.reset();
    setDone(null);
    if (!chosen.length) return setProblem(CLASS_MESSAGES.noStudentsSelected);
    setProblem(null);
    setKind(next);
    const finish = () => {
      setTicked(new Set());
      const count = chosen.length === 1 ? '1 student' : `${chosen.length} students`;
      setDone(`${count} ${next === 'copy' ? 'copied' : 'moved'} to ${targetList.label}.`);
    };
    const request = { body: { studentIds: chosen } };
    add.mutate(
      { ...request, params: { classGroupId: targetList.id } },
      {
        onSuccess: () =>
          next === 'move' && !sourceList.virtual
            ? take.mutate({ ...request, params: { classGroupId: sourceList.id } }, { onSuccess: finish })
            : finish(),
      },
    );
  }

  return (
    <div>
      {unnamed ? (
        <Alert tone="info">
          <p>{CLASS_MESSAGES.unnamedNotSelectable}</p>
        </Alert>
      ) : null}
      {outcome ? (
        <Alert tone={outcome.tone} live>
          <p>{outcome.text}</p>
        </Alert>
      ) : null}
      <div className={styles.manager}>
        <div>
          <label className={fieldStyles.label} id={sourceLabelId} htmlFor={`${sourceLabelId}-select`}>
            From
          </label>
          <select
            id={`${sourceLabelId}-select`}
            className={fieldStyles.control}
            value={source}
            onChange={(event) => {
              setSource(event.target.value);
              setTicked(new Set());
            }}
          >
            {lists.map((list) => (
              <option key={list.id} value={list.id}>
                {list.label}
              </option>
            ))}
          </select>
          <StudentChecklist
            label={`Students of ${sourceList?.label ?? ''}`}
            students={sourceStudents.students}
            error={sourceStudents.error}
            ticked={ticked}
            onTickedChange={setTicked}
          />
        </div>
        <div>
          <label
            className={fieldStyles.label}
            id={`${sourceLabelId}-target`}
            htmlFor={`${sourceLabelId}-target-select`}
          >
            To
          </label>
          <select
            id={`${sourceLabelId}-target-select`}
            className={fieldStyles.control}
            value={target}
            onChange={(event) => setTarget(event.target.value)}
          >
            <option value="">Choose a class</option>
            {lists
              .filter((list) => list.id !== source)
              .map((list) => (
                <option key={list.id} value={list.id} disabled={list.locked}>
                  {list.locked ? `${list.label} (locked)` : list.label}
                </option>
              ))}
          </select>
          {targetList ? (
            <StudentChecklist
              label={`Students of ${targetList.label}`}
              students={targetStudents.students}
              error={targetStudents.error}
            />
          ) : null}
        </div>
      </div>
      <div className={styles.toolbar}>
        <Button
          onClick={() => transfer('copy')}
          disabled={!rules.canCopy || busy !== null}
          loading={busy === 'copy'}
          title={
            sourceList?.virtual === 'students-in-no-class'
              ? 'Students in no class can only be moved.'
              : (rules.targetProblem ?? undefined)
          }
        >
          Copy Students
        </Button>
        <Button
          onClick={() => transfer('move')}
          disabled={!rules.canMove || busy !== null}
          loading={busy === 'move'}
          title={
            sourceList?.virtual === 'all-students'
              ? 'Students can only be copied from all students.'
              : (rules.targetProblem ?? undefined)
          }
        >
          Move Students
        </Button>
      </div>
    </div>
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
  if (!students.length) return <p className={styles.muted}>No students.</p>;
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
