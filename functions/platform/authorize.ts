import { hasPermission } from '../../shared/permissions';
import { accountKind, managesOwnAccount } from '../../shared/rules/account-kind';
import type { SessionUser } from '../../shared/schemas/user';
import type { Access } from './access';

/**
 * Whether a signed-in user meets a route's access rule, given the call's path parameters (for a
 * contextual staff role). Ownership checks live in the domain.
 */
export function meetsAccess(access: Access, user: SessionUser, pathParameters: Readonly<Record<string, string | undefined>> = {}): boolean {
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
    case 'staff':
      return hasPermission(user.staffRoles, access.permission, access.contextParam ? (pathParameters[access.contextParam] ?? null) : null);
  }
}
