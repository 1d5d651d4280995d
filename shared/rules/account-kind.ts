import { isStaff, type StaffRoleGrant } from '../permissions';
import type { SessionUser } from '../schemas/user';

type AccountFacts = Pick<SessionUser, 'homeRole' | 'schoolRole' | 'isSchoolAdmin'> & {
  staffRoles: readonly StaffRoleGrant[];
};

/**
 * The user flags of visitor-and-account §3, derived rather than stored so they can never disagree
 * with the roles. A school admin counts as a teacher (§6).
 */
export function accountKind(user: AccountFacts) {
  const isChildAccount = user.homeRole === 'child';
  const isParentAccount = user.homeRole === 'parent';
  const isTeacher = user.schoolRole === 'teacher' || user.schoolRole === 'admin' || user.isSchoolAdmin;
  const isStudent = user.schoolRole === 'student';
  const isPersonalAccount = user.homeRole === null && user.schoolRole === null;
  return {
    isChildAccount,
    isParentAccount,
    isTeacher,
    isStudent,
    isPersonalAccount,
    isHomeAccount: isPersonalAccount || isParentAccount || isChildAccount,
    isSchoolAccount: isTeacher || isStudent,
    isStaff: isStaff(user.staffRoles),
  };
}
export type AccountKind = ReturnType<typeof accountKind>;

/**
 * Students, children and personal users open an integrated app straight through sign-on; anyone
 * else first chooses where to go in it (the app modal: app, teacher or parent pages) (§2).
 */
export function opensAppsDirectly(
  kind: Pick<AccountKind, 'isStudent' | 'isChildAccount' | 'isPersonalAccount'>,
): boolean {
  return kind.isStudent || kind.isChildAccount || kind.isPersonalAccount;
}

/**
 * Whether the account looks after its own name and password (visitor-and-account §2 Account):
 * student and child accounts cannot, their teacher or parent does.
 */
export function managesOwnAccount(user: Pick<SessionUser, 'homeRole' | 'schoolRole'>): boolean {
  return user.homeRole !== 'child' && user.schoolRole !== 'student';
}

/** Where `/continue` sends a signed-in user: staff to the console, everyone else to the library. */
export type PostLoginDestination = 'admin-console' | 'library';

export function postLoginDestination(user: AccountFacts): PostLoginDestination {
  return accountKind(user).isStaff ? 'admin-console' : 'library';
}
