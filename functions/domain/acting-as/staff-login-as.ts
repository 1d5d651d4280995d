import { hasPermission, LOGIN_AS_PERMISSIONS, type PermissionCode } from '../../../shared/permissions';
import type { SessionUser } from '../../../shared/schemas/user';

export type LoginAsRefusal = 'self' | 'not-permitted' | 'more-roles' | null;

/**
 * Whether a staff member may act as this user (checked when the grant is made and on every call
 * made with it): they hold a log-in-as role everywhere, or for the user's school; never as
 * themself; and never as a staff member holding a role they do not hold themself.
 */
export function loginAsRefusal(actor: SessionUser, subject: SessionUser): LoginAsRefusal {
  if (actor.id === subject.id) return 'self';
  const permitted = LOGIN_AS_PERMISSIONS.some(
    (permission) =>
      hasPermission(actor.staffRoles, permission) ||
      (subject.schoolId !== null && hasPermission(actor.staffRoles, permission, subject.schoolId)),
  );
  if (!permitted) return 'not-permitted';
  const outranks = subject.staffRoles.some(
    (role) => !hasPermission(actor.staffRoles, role.code as PermissionCode, role.context),
  );
  return outranks ? 'more-roles' : null;
}
