import type { ClassGroupSummary } from '../../../../shared/schemas/class-group';
import { personName } from './components/administrators-dialog';

/** §3 class-group nameFormatted: a blank name shows as '(unnamed)'. */
export function classNameOf(classGroup: Pick<ClassGroupSummary, 'name'>): string {
  return classGroup.name.trim() || '(unnamed)';
}

export function teachersOf(classGroup: Pick<ClassGroupSummary, 'teachers'>): string {
  return classGroup.teachers.map(personName).join(', ');
}

/** The first error's message, for the §8 texts that add the server's words. */
export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
