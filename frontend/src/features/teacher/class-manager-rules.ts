import { CLASS_MESSAGES, type ClassGroupSummary, type VirtualClassList } from '../../../../shared/schemas/classes';
import { classNameOf } from './class-format';

export type ListId = string;
export interface ClassList {
  id: ListId;
  label: string;
  virtual: VirtualClassList | null;
  /** Locked against edits: cannot be a target (§4). */
  locked: boolean;
}

const VIRTUAL_LABELS: Record<VirtualClassList, string> = {
  'all-students': '(All Students)',
  'students-in-no-class': '(Students In No Class)',
};

/**
 * The class manager's lists (§4, §9): the caller's named classes by name, then, for the school's
 * administrators, the virtual lists; unnamed classes are left out and counted.
 */
export function classManagerLists(
  classGroups: readonly ClassGroupSummary[],
  administrator: boolean,
): { lists: ClassList[]; unnamed: number } {
  const named = classGroups.filter((classGroup) => classGroup.name.trim());
  const lists: ClassList[] = [...named]
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((classGroup) => ({
      id: classGroup.id,
      label: classNameOf(classGroup),
      virtual: null,
      locked: !classGroup.editable,
    }));
  if (administrator) {
    for (const virtual of ['all-students', 'students-in-no-class'] as const)
      lists.push({ id: virtual, label: VIRTUAL_LABELS[virtual], virtual, locked: true });
  }
  return { lists, unnamed: classGroups.length - named.length };
}

/** §4: what may be done from a source list to a target list. */
export function transferRules(source: ClassList | undefined, target: ClassList | undefined) {
  const targetProblem = !target
    ? 'Choose a class to add the students to.'
    : target.locked
      ? CLASS_MESSAGES.targetLocked
      : target.id === source?.id
        ? 'Choose another class to add the students to.'
        : null;
  return {
    canCopy: !targetProblem && source?.virtual !== 'students-in-no-class',
    canMove: !targetProblem && source?.virtual !== 'all-students',
    targetProblem,
  };
}
