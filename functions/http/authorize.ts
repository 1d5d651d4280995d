import { hasPermission, holdsPermissionAnywhere, isStaff } from '../../shared/permissions';
import { accountKind, managesOwnAccount } from '../../shared/rules/account-kind';
import type { SessionUser } from '../../shared/schemas/user';
import type { Access } from './access';

type PathParameters = Readonly<Record<string, string | undefined>>;

/**
 * Whether a signed-in user meets a route's access rule, given the call's path and query parameters (for a
 * contextual staff role, or a teacher's own user id). Other ownership checks live in the domain.
 */
export function meetsAccess(access: Access, user: SessionUser, pathParameters: PathParameters = {}): boolean {
  return accessRefusal(access, user, pathParameters) === null;
}

/** Why a signed-in user is refused a route: null when admitted, the rule's own reason, or '' for the general one. */
export function accessRefusal(access: Access, user: SessionUser, pathParameters: PathParameters = {}): string | null {
  if (access.kind === 'classWork') return classWorkRefusal(access, user);
  if (!meetsRole(access, user, pathParameters)) return access.kind === 'homeRole' ? (access.refusal ?? '') : '';
  if (access.kind === 'teacher' && access.ownUser) {
    if (pathParameters[access.ownUser.param] !== user.id) return access.ownUser.refusal;
  }
  return null;
}

/** classWork: school staff (a school's teachers or administrators) and school.manage staff. */
function classWorkRefusal(access: Extract<Access, { kind: 'classWork' }>, user: SessionUser): string | null {
  if (holdsPermissionAnywhere(user.staffRoles, 'school.manage')) return null;
  const { isTeacher } = accountKind(user);
  if (!isTeacher) return '';
  // A district administrator reaches the schools listed against them; class-access.ts checks which.
  const administersSome = user.isSchoolAdmin || user.districtSchoolIds.length > 0;
  if (access.administrators && !administersSome) return access.notAdministrator ?? '';
  return user.schoolId === null && user.districtSchoolIds.length === 0 ? access.noSchool : null;
}

function meetsRole(access: Access, user: SessionUser, pathParameters: PathParameters): boolean {
  switch (access.kind) {
    case 'public':
    case 'signedIn':
    case 'anyToken':
      return true;
    case 'newcomer':
      // Only a caller without a profile; auth-context.ts admits them before this check.
      return false;
    case 'ownAccount':
      return managesOwnAccount(user);
    case 'homeRole':
      return user.homeRole === access.homeRole;
    case 'teacher':
      return accountKind(user).isTeacher;
    case 'classWork':
      return classWorkRefusal(access, user) === null;
    case 'anyStaff':
      return isStaff(user.staffRoles);
    case 'staff': {
      const context = access.contextParam ? (pathParameters[access.contextParam] ?? null) : null;
      return (
        hasPermission(user.staffRoles, access.permission, context) ||
        (access.orPermission !== undefined && hasPermission(user.staffRoles, access.orPermission, context))
      );
    }
  }
}
