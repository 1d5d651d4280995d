import { useQueries } from '@tanstack/react-query';
import type { StudentRow } from '../../../../../shared/schemas/students';
import { getClassGroup, listStudentsInNoClass } from '../api/classes';
import { sortStudents } from '../class-format';
import type { ClassList } from '../class-manager-rules';

/** The students of one list: a class's, the students in no class, or all of them (every class's and those in no class). */
export function useListStudents(
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
