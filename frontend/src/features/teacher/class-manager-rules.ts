import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { translated } from '../../../../shared/i18n/text';
import { CLASS_MESSAGES, type ClassGroupSummary, type VirtualClassList } from '../../../../shared/schemas/classes';
import { classNameOf } from './class-format';
import { say } from './say';

export type ListId = string;
export interface ClassList {
  id: ListId;
  label: string;
  virtual: VirtualClassList | null;
  /** Locked against edits: cannot be a target (§4). */
  locked: boolean;
}

const VIRTUAL_LABELS: Record<VirtualClassList, MessageDescriptor> = {
  'all-students': msg`(All Students)`,
  'students-in-no-class': msg`(Students In No Class)`,
};

/** A teacher as lists name them beside a class (visitor-and-account §3 teacherName: title and last name). */
export function teacherName(teacher: ClassGroupSummary['teachers'][number]): string {
  return teacher.title
    ? `${teacher.title} ${teacher.lastName}`.trim()
    : `${teacher.firstName} ${teacher.lastName}`.trim();
}

/** Whether the classes are taught by more than one teacher (or set of teachers), so their names alone may not tell them apart. */
export function severalTeachers(classGroups: readonly ClassGroupSummary[]): boolean {
  const sets = new Set(
    classGroups.map((classGroup) =>
      classGroup.teachers
        .map((teacher) => teacher.id)
        .sort()
        .join(','),
    ),
  );
  return sets.size > 1;
}

/** A class's name with its teachers beside it: '4A (Ms. Citizen)', '4A (no teacher)'. */
export function classWithTeachers(classGroup: ClassGroupSummary): string {
  const teachers = classGroup.teachers.map(teacherName).join(', ');
  const name = classNameOf(classGroup);
  return teachers ? `${name} (${teachers})` : say(msg`${name} (no teacher)`);
}

/**
 * The class manager's lists (§4, §9): the caller's named classes by name, then, for the school's
 * administrators, the virtual lists; unnamed classes are left out and counted. When the classes
 * are several teachers', each is named with its teachers, so two classes of one name (made
 * before names had to differ) can be told apart.
 */
export function classManagerLists(
  classGroups: readonly ClassGroupSummary[],
  administrator: boolean,
): { lists: ClassList[]; unnamed: number } {
  const named = classGroups.filter((classGroup) => classGroup.name.trim());
  const withTeachers = severalTeachers(named);
  const lists: ClassList[] = [...named]
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((classGroup) => ({
      id: classGroup.id,
      label: withTeachers ? classWithTeachers(classGroup) : classNameOf(classGroup),
      virtual: null,
      locked: !classGroup.editable,
    }));
  if (administrator) {
    for (const virtual of ['all-students', 'students-in-no-class'] as const)
      lists.push({ id: virtual, label: say(VIRTUAL_LABELS[virtual]), virtual, locked: true });
  }
  return { lists, unnamed: classGroups.length - named.length };
}

/** §4: what may be done from a source list to a target list. */
export function transferRules(source: ClassList | undefined, target: ClassList | undefined) {
  const targetProblem = !target
    ? say(msg`Choose a class to add the students to.`)
    : target.locked
      ? translated(CLASS_MESSAGES.targetLocked)
      : target.id === source?.id
        ? say(msg`Choose another class to add the students to.`)
        : null;
  return {
    canCopy: !targetProblem && source?.virtual !== 'students-in-no-class',
    canMove: !targetProblem && source?.virtual !== 'all-students',
    targetProblem,
  };
}
