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
 *   covers only: their teachers, administrators and students (not one who is also a parent), and
 *   not an administrator of any other school (a district administrator listed against a school
 *   the role does not cover): acting as them would reach that school's teachers, settings and
 *   data, which the staff member's own roles do not;
 * - nobody logs in as themself, nor as a staff member holding a role they do not hold.
 */
export type LoginAsRefusal = 'self' | 'not-permitted' | 'not-school-member' | 'administers-beyond' | 'more-roles';

type Actor = Pick<SessionUser, 'id'> & { staffRoles: readonly StaffRoleGrant[] };
type Subject = Pick<
  SessionUser,
  'id' | 'schoolId' | 'schoolRole' | 'homeRole' | 'isSchoolAdmin' | 'districtSchoolIds'
> & {
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

/** The schools the subject administers: their own as its school administrator, and those listed against them as district administrator. */
export function schoolsAdministeredBy(
  subject: Pick<SessionUser, 'schoolId' | 'isSchoolAdmin' | 'districtSchoolIds'>,
): string[] {
  const own = subject.isSchoolAdmin && subject.schoolId !== null ? [subject.schoolId] : [];
  return [...new Set([...own, ...subject.districtSchoolIds])];
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
    const beyond = schoolsAdministeredBy(subject).some(
      (schoolId) => !hasPermission(actor.staffRoles, LOGIN_AS_SCHOOL_MEMBERS, schoolId),
    );
    if (beyond) return 'administers-beyond';
  }
  return holdsRolesBeyond(subject, actor.staffRoles) ? 'more-roles' : null;
}

/**
 * The subject as an acting session sees them: never reaching further than the actor does
 * (ARCHITECTURE 'Acting as another user'). Every route checks the subject's profile, not the
 * actor's, so the profile handed to them keeps only the district schools and staff roles the actor's
 * own roles cover. loginAsRefusal already refuses a subject who reaches further; this second wall
 * holds whatever that rule becomes, and within the moment between a change and its check.
 */
export function clampedToActor<S extends Pick<SessionUser, 'districtSchoolIds' | 'staffRoles'>>(
  actor: { staffRoles: readonly StaffRoleGrant[] },
  subject: S,
): S {
  const covers = (schoolId: string) =>
    hasPermission(actor.staffRoles, LOGIN_AS_ANY_ACCOUNT) ||
    hasPermission(actor.staffRoles, LOGIN_AS_SCHOOL_MEMBERS, schoolId);
  return {
    ...subject,
    districtSchoolIds: subject.districtSchoolIds.filter(covers),
    staffRoles: subject.staffRoles.filter((role) =>
      hasPermission(actor.staffRoles, role.code as PermissionCode, role.context),
    ),
  };
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
    case 'administers-beyond':
      return LOGIN_AS_MESSAGES.administersBeyond;
    case 'more-roles':
      return LOGIN_AS_MESSAGES.moreRoles;
  }
}
