import { ALREADY_REGISTERED_MESSAGE } from '../../shared/schemas/auth-messages';
import { ACT_AS_HEADER, ACT_AS_SESSION_HEADER } from '../../shared/api/acting-as-header';
import type { SessionUser } from '../../shared/schemas/user';
import type { SignInDirectory } from '../adapters/sign-in-directory/port';
import { admitActingAs, type ActingContext } from '../domain/core/acting-as/admission';
import type { Access } from './access';
import { accessRefusal } from './authorize';
import { AccessDeniedError, AccountRevokedError, ProfileMissingError, UnauthorizedError } from '../platform/errors';
import { verifiedClaims, type PortalMiddleware, type PortalRequest } from './request-context';

export type ProfileLoader = (userId: string) => Promise<SessionUser | null>;

/**
 * Turns the verified token into the caller's profile and enforces the route's access rule.
 *
 * Tokens and revocation. The user pool issues ID and access tokens valid for one hour and refresh
 * tokens valid for 30 days (lib-infra/auth/token-lifetimes.ts; the local pool uses the same). The
 * API Gateway authorizer checks only a token's signature, issuer, audience and expiry, so it
 * cannot know that an account was disabled or deleted in the meantime. That is why every call
 * that needs a user reads the profile here and admits only an `active` one: disabling or deleting
 * an account (functions/domain/core/accounts/account-access.ts) writes the status first, so the very next call
 * answers 401, then signs the user out everywhere in Cognito (AdminUserGlobalSignOut), which
 * revokes the refresh tokens so no new ID token is ever issued. The authorizer already rejected
 * bad tokens; a missing one is still refused here, because a misconfigured route must fail closed.
 *
 * Acting as another user (shared/schemas/acting-as.ts): a call carrying X-Act-As is admitted only
 * while its grant holds for the token's user (functions/domain/core/acting-as/admission.ts, read on
 * every call), in the sign-in session that made it, which the user pool must still accept (the
 * access token in X-Act-As-Session: a global sign-out or password reset anywhere ends the grant at
 * once); the route's rule then applies to the subject, who becomes `context.user`, and
 * `context.acting` names the actor.
 */
export function authContext(
  access: Access,
  loadProfile: ProfileLoader,
  directory: SessionDirectory,
  options: AdmissionOptions = {},
): PortalMiddleware {
  return { before: (request) => admitCaller(access, loadProfile, directory, request, options) };
}

/** What admission asks of the user pool: whether an acting call's sign-in session still holds. */
export type SessionDirectory = Pick<SignInDirectory, 'sessionIsLive'>;

export interface AdmissionOptions {
  /** The route works on the caller's own sign-in identity (RouteSpec.ownSignIn): refused while acting as another user. */
  ownSignIn?: boolean;
}

/**
 * The same admission, started but not awaited: the handler's own reads run beside the profile
 * read and the handler awaits `context.admission` before it answers. Only for routes whose answer
 * does not depend on the caller and that only read (see defineCallerIndependentHandler).
 */
export function deferredAuthContext(
  access: Access,
  loadProfile: ProfileLoader,
  directory: SessionDirectory,
  options: AdmissionOptions = {},
): PortalMiddleware {
  return {
    before: (request) => {
      const admission = admitCaller(access, loadProfile, directory, request, options);
      // Awaited by the handler or by validation's failure; this only keeps Node from calling it unhandled first.
      admission.catch(() => undefined);
      request.context.admission = admission;
    },
  };
}

/** The refusal of a token that is not an ID token (an access token sent as the bearer). */
export const ID_TOKEN_ONLY = 'The API takes the ID token of your sign-in, not its access token.';

export const ACTING_NOT_HERE =
  'This cannot be done while you are signed in as another account. Please switch back first.';

async function admitCaller(
  access: Access,
  loadProfile: ProfileLoader,
  directory: SessionDirectory,
  request: PortalRequest,
  options: AdmissionOptions,
): Promise<void> {
  request.context.user = null;
  request.context.caller = null;
  request.context.acting = null;
  if (access.kind === 'public') return;
  const claims = verifiedClaims(request.event);
  const subject = claims?.['sub'];
  if (typeof subject !== 'string' || subject === '') throw new UnauthorizedError();
  // API Gateway's authorizer also passes the pool's access tokens (their `client_id` names the app
  // client); one carries no `cognito:username` nor the profile's claims, so the API takes ID tokens only.
  if (claims?.['token_use'] !== 'id') throw new UnauthorizedError(ID_TOKEN_ONLY);
  const username = claims?.['cognito:username'];
  const sessionId = claims?.['origin_jti'];
  request.context.caller = {
    userId: subject,
    username: typeof username === 'string' ? username : '',
    sessionId: typeof sessionId === 'string' && sessionId !== '' ? sessionId : null,
  };
  const actAsSecret = request.event.headers?.[ACT_AS_HEADER.toLowerCase()];
  if (actAsSecret) {
    // Acting is for signed-in profiles, on their data: not the routes of first-time federated
    // people, nor those that work on the caller's own sign-in identity (the actor's, not the subject's).
    if (access.kind === 'newcomer' || access.kind === 'anyToken' || options.ownSignIn)
      throw new AccessDeniedError(ACTING_NOT_HERE);
    const { acting, subject: actedFor } = await admitActingAs(
      actAsSecret,
      { ...request.context.caller, accessToken: request.event.headers?.[ACT_AS_SESSION_HEADER.toLowerCase()] },
      loadProfile,
      directory,
    );
    return admitProfile(access, actedFor, request, acting);
  }
  const user = await loadProfile(subject);
  if (access.kind === 'newcomer') {
    if (user) throw new AccessDeniedError(ALREADY_REGISTERED_MESSAGE);
    return;
  }
  if (!user && access.kind === 'anyToken') return;
  if (!user) throw new ProfileMissingError();
  admitProfile(access, user, request, null);
}

/** The route's access rule, applied to whom the call is for (the subject, while acting). */
function admitProfile(access: Access, user: SessionUser, request: PortalRequest, acting: ActingContext | null): void {
  if (user.status !== 'active') throw new AccountRevokedError(user.status);
  // A contextual role's context may be named in the query (class-stats?school=); path parameters win.
  const refusal = accessRefusal(access, user, {
    ...(request.event.queryStringParameters ?? {}),
    ...(request.event.pathParameters ?? {}),
  });
  if (refusal !== null) throw new AccessDeniedError(refusal || undefined);
  request.context.user = user;
  request.context.acting = acting;
}
