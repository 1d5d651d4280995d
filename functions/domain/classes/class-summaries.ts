import type { ClassGroupSummary } from '../../../shared/schemas/classes';
import { listClassMembers, listClassTeachers, type ClassGroup } from '../../data/class-groups';
import { loadProfiles } from '../../data/users';
import { byName } from './class-access';

/** How each class is seen by the caller: whether they may change it (its teacher, or an administrator of its school). */
export interface SummaryContext {
  userId: string;
  administrator: boolean;
  /** Students per class when the caller already read the school's places; otherwise each class is counted. */
  studentCounts?: ReadonlyMap<string, number>;
}

/**
 * Classes as lists show them (My Classes, Manage Classes, the class manager): teachers by name,
 * number of students, editable. One Query per class for its teachers (and students when not
 * counted already), side by side, then one BatchGet of the teachers' profiles.
 */
export async function summariesOf(
  classes: readonly ClassGroup[],
  context: SummaryContext,
): Promise<ClassGroupSummary[]> {
  const details = await Promise.all(
    classes.map(async (classGroup) => {
      const [teachers, totalStudents] = await Promise.all([
        listClassTeachers(classGroup.id),
        context.studentCounts
          ? (context.studentCounts.get(classGroup.id) ?? 0)
          : listClassMembers(classGroup.id).then((members) => members.length),
      ]);
      return { classGroup, teacherIds: teachers.map((teacher) => teacher.userId), totalStudents };
    }),
  );
  const profiles = new Map(
    (await loadProfiles(details.flatMap((detail) => detail.teacherIds))).map((profile) => [profile.id, profile]),
  );
  return details.map(({ classGroup, teacherIds, totalStudents }) => ({
    id: classGroup.id,
    schoolId: classGroup.schoolId,
    name: classGroup.name,
    code: classGroup.code,
    teachers: teacherIds
      .flatMap((id) => profiles.get(id) ?? [])
      .map(({ id, title, firstName, lastName }) => ({ id, title, firstName, lastName }))
      .sort(byName),
    totalStudents,
    editable: context.administrator || teacherIds.includes(context.userId),
    educationalStages: classGroup.educationalStages ?? [],
  }));
}

/** Classes by name (§9), unnamed ones first as '(unnamed)' sorts. */
export function byClassName(a: Pick<ClassGroup, 'name' | 'id'>, b: Pick<ClassGroup, 'name' | 'id'>): number {
  return a.name.localeCompare(b.name, 'en', { sensitivity: 'base', numeric: true }) || a.id.localeCompare(b.id);
}
