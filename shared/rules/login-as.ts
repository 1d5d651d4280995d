import { hasPermission, holdsPermissionAnywhere, type PermissionCode, type StaffRoleGrant } from '../permissions';
import { LOGIN_AS_MESSAGES } from '../schemas/acting-as';
import type { SessionUser } from '../schemas/user';

/**
 * Who may log in as whom (staff-console §1, §6 'A staff user can log in as another user'). One rule
 * for the API, which checks it when a grant is made and on every call made with it
 * (functions/domain/core/acting-as/), and for the console, which offers Log in as only where it holds:
 *
 * - `users.manage` (granted everywhere) reaches any account: teachers, students, parents,
 *   children, personal accounts and staff;
 * - `school.manage`, granted everywhere or for one school, reaches the members of the schools it
 *   covers only: their teachers, administrators and students (not one who is also a parent);
 * - nobody logs in as themself, nor as a staff member holding a role they do not hold.
 */
export type LoginAsRefusal = 'self' | 'not-permitted' | 'not-school-member' | 'more-roles';

type Actor = Pick<SessionUser, 'id'> & { staffRoles: readonly StaffRoleGrant[] };
type Subject = Pick<SessionUser, 'id' | 'schoolId' | 'schoolRole' | 'homeRole' | 'isSchoolAdmin'> & {
  staffRoles: readonly StaffRoleGrant[];
};

/** The role that reaches every account. */
export const LOGIN_AS_ANY_ACCOUNT: PermissionCode = 'users.manage';
/** The role that reaches the members of the schools it is granted for. */
export const LOGIN_AS_SCHOOL_MEMBERS: PermissionCode = 'school.manage';

/** A teacher, administrator or student of a school whose account is not also a family's. */
function isSchoolMember(subject: Subject): subject is Subject & { schoolId: string } {
  const schoolAccount = subject.schoolRole !== null || subject.isSchoolAdmin;
  return schoolAccount && subject.schoolId !== null && subject.homeRole === null;
}

/** Whether these roles may log in as members of the school (its teachers and students): the school page's rows. */
export function logsInAsMembersOf(roles: readonly StaffRoleGrant[], schoolId: string): boolean {
  return hasPermission(roles, LOGIN_AS_ANY_ACCOUNT) || hasPermission(roles, LOGIN_AS_SCHOOL_MEMBERS, schoolId);
}

/** Why the actor may not log in as the subject, or null when they may. */
export function loginAsRefusal(actor: Actor, subject: Subject): LoginAsRefusal | null {
  if (actor.id === subject.id) return 'self';
  const anyAccount = hasPermission(actor.staffRoles, LOGIN_AS_ANY_ACCOUNT);
  if (!anyAccount) {
    const member = isSchoolMember(subject);
    if (member && !hasPermission(actor.staffRoles, LOGIN_AS_SCHOOL_MEMBERS, subject.schoolId)) return 'not-permitted';
    if (!member)
      return holdsPermissionAnywhere(actor.staffRoles, LOGIN_AS_SCHOOL_MEMBERS) ? 'not-school-member' : 'not-permitted';
  }
  return holdsRolesBeyond(subject, actor.staffRoles) ? 'more-roles' : null;
}

/**
 * Whether the subject holds a staff role the actor does not: then no account action of the
 * actor's reaches them (log in as, a password reset, enabling the account: staff-console §6),
 * or a user tool would raise its holder to the roles of whoever they reach.
 */
export function holdsRolesBeyond(
  subject: { staffRoles: readonly StaffRoleGrant[] },
  actorRoles: readonly StaffRoleGrant[],
): boolean {
  return subject.staffRoles.some((role) => !hasPermission(actorRoles, role.code as PermissionCode, role.context));
}

/** What staff are told when they may not (the API's refusal and the console's disabled button say the same). */
export function loginAsRefusalMessage(refusal: LoginAsRefusal): string {
  switch (refusal) {
    case 'self':
      return LOGIN_AS_MESSAGES.self;
    case 'not-permitted':
      return LOGIN_AS_MESSAGES.notPermitted;
    case 'not-school-member':
      return LOGIN_AS_MESSAGES.notSchoolMember;
    case 'more-roles':
      return LOGIN_AS_MESSAGES.moreRoles;
  }
}
