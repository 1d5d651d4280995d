import type { SessionUser } from '../schemas/user';
import { FAMILY_MESSAGES } from '../schemas/children';
import { accountKind } from './account-kind';
import { phrase } from '../i18n/text';

/** visitor-and-account §6: why a teacher cannot claim a code. */
export const TEACHER_CANNOT_CLAIM = phrase(
  'Teacher accounts are unable to claim Activation Codes, because school subscriptions cover teacher accounts.',
);
/** The same for a student, whose school's subscriptions cover them too. */
export const STUDENT_CANNOT_CLAIM = phrase(
  'Student accounts are unable to claim Activation Codes, because school subscriptions cover student accounts.',
);

/**
 * Who may claim an Activation Code (visitor-and-account §5: not school users, not child
 * accounts): 'sign-in' for a visitor, the refusal for an account that may not, 'for-a-child' for
 * a parent (who claims for a chosen child), 'for-self' for a personal account.
 */
export type ClaimEntry =
  { kind: 'sign-in' } | { kind: 'refused'; message: string } | { kind: 'for-a-child' } | { kind: 'for-self' };

export function claimEntry(
  user: Pick<SessionUser, 'homeRole' | 'schoolRole' | 'isSchoolAdmin' | 'staffRoles'> | null,
): ClaimEntry {
  if (!user) return { kind: 'sign-in' };
  const kind = accountKind(user);
  if (kind.isTeacher) return { kind: 'refused', message: TEACHER_CANNOT_CLAIM };
  if (kind.isStudent) return { kind: 'refused', message: STUDENT_CANNOT_CLAIM };
  if (kind.isChildAccount) return { kind: 'refused', message: FAMILY_MESSAGES.childCannotClaim };
  return kind.isParentAccount ? { kind: 'for-a-child' } : { kind: 'for-self' };
}
