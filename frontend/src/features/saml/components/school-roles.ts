import { SCHOOL_SIGN_ON_ROLES, type SchoolSignOnRole } from '../../../../../shared/schemas/saml';
import type { Choice } from '../../../components/choice-cards';

export const SCHOOL_ROLE_LABELS: Record<SchoolSignOnRole, string> = { teacher: 'Teacher', student: 'Student' };

/** The school-role step's choices. */
export const SCHOOL_ROLE_CHOICES: readonly Choice<SchoolSignOnRole>[] = [
  { value: 'teacher', label: SCHOOL_ROLE_LABELS.teacher, description: 'You teach classes at this school.' },
  { value: 'student', label: SCHOOL_ROLE_LABELS.student, description: 'You learn in a class at this school.' },
];

export function schoolRoleOf(value: string | null): SchoolSignOnRole | null {
  return SCHOOL_SIGN_ON_ROLES.find((role) => role === value) ?? null;
}
