import type { SessionUser } from '../../shared/schemas/user';
import type { Access } from './access';
import { accessRefusal } from './authorize';
import { AccessDeniedError, AccountRevokedError, ProfileMissingError, UnauthorizedError } from './errors';
import { verifiedClaims, type PortalMiddleware, type PortalRequest } from './request-context';

export const ALREADY_REGISTERED_MESSAGE = 'This account is already registered. Please log in.';

export type ProfileLoader = (userId: string) => Promise<SessionUser | null>;

/**
 * Turns the verified token into the caller's profile and enforces the route's access rule.
 *
 * Tokens and revocation. The user pool issues ID and access tokens valid for one hour and refresh
 * tokens valid for 30 days (lib-infra/auth/token-lifetimes.ts; the local pool uses the same). The
 * API Gateway authorizer checks only a token's signature, issuer, audience and expiry, so it
 * cannot know that an account was disabled or deleted in the meantime. That is why every call
 * that needs a user reads the profile here and admits only an `active` one: disabling or deleting
 * an account (functions/domain/account-access.ts) writes the status first, so the very next call
 * answers 401, then signs the user out everywhere in Cognito (AdminUserGlobalSignOut), which
 * revokes the refresh tokens so no new ID token is ever issued. The authorizer already rejected
 * bad tokens; a missing one is still refused here, because a misconfigured route must fail closed.
 */
export function authContext(access: Access, loadProfile: ProfileLoader): PortalMiddleware {
  return { before: (request) => admitCaller(access, loadProfile, request) };
}

/**
 * The same admission, started but not awaited: the handler's own reads run beside the profile
 * read and the handler awaits `context.admission` before it answers. Only for routes whose answer
 * does not depend on the caller and that only read (see defineCallerIndependentHandler).
 */
export function deferredAuthContext(access: Access, loadProfile: ProfileLoader): PortalMiddleware {
  return {
    before: (request) => {
      const admission = admitCaller(access, loadProfile, request);
      // Awaited by the handler or by validation's failure; this only keeps Node from calling it unhandled first.
      admission.catch(() => undefined);
      request.context.admission = admission;
    },
  };
}

async function admitCaller(access: Access, loadProfile: ProfileLoader, request: PortalRequest): Promise<void> {
  request.context.user = null;
  request.context.caller = null;
  if (access.kind === 'public') return;
  const claims = verifiedClaims(request.event);
  const subject = claims?.['sub'];
  if (typeof subject !== 'string' || subject === '') throw new UnauthorizedError();
  const username = claims?.['cognito:username'];
  request.context.caller = { userId: subject, username: typeof username === 'string' ? username : '' };
  const user = await loadProfile(subject);
  if (access.kind === 'newcomer') {
    if (user) throw new AccessDeniedError(ALREADY_REGISTERED_MESSAGE);
    return;
  }
  if (!user && access.kind === 'anyToken') return;
  if (!user) throw new ProfileMissingError();
  if (user.status !== 'active') throw new AccountRevokedError(user.status);
  const refusal = accessRefusal(access, user, request.event.pathParameters ?? {});
  if (refusal !== null) throw new AccessDeniedError(refusal || undefined);
  request.context.user = user;
}
