import type { SessionUser } from '../../shared/schemas/user';
import type { Access } from './access';
import { meetsAccess } from './authorize';
import { AccessDeniedError, UnauthorizedError } from './errors';
import { verifiedClaims, type PortalMiddleware } from './request-context';

export type ProfileLoader = (userId: string) => Promise<SessionUser | null>;

/**
 * Turns the verified token into the caller's profile and enforces the route's access rule.
 * The authorizer already rejected bad tokens; this still refuses a missing one, because a
 * misconfigured route must fail closed.
 */
export function authContext(access: Access, loadProfile: ProfileLoader): PortalMiddleware {
  return {
    before: async (request) => {
      request.context.user = null;
      if (access.kind === 'public') return;
      const subject = verifiedClaims(request.event)?.['sub'];
      if (typeof subject !== 'string' || subject === '') throw new UnauthorizedError();
      const user = await loadProfile(subject);
      if (!user) throw new UnauthorizedError('Your account could not be found. Please log in again.');
      if (!meetsAccess(access, user, request.event.pathParameters ?? {})) throw new AccessDeniedError();
      request.context.user = user;
    },
  };
}
