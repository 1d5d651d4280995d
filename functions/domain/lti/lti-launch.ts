import { importJWK, SignJWT } from 'jose';
import { APP_LAUNCH_MESSAGES } from '../../../shared/schemas/app-launch';
import type { LaunchTicketKeySource } from '../../adapters/launch-ticket-key/port';
import type { LtiKeySource, LtiPrivateJwk } from '../../adapters/lti-keys/port';
import { recordAppLaunch } from '../../data/app-launches';
import { appNotBlockedCheck } from '../../data/app-sharing';
import { redeemTicketRequest } from '../../data/launch-tickets';
import { useLtiNonceRequest } from '../../data/lti-tools';
import { activeAccountCheck } from '../../data/users';
import { ConflictError, GoneError } from '../../platform/errors';
import { autoPostPage, toolErrorPage } from './lti-pages';
import { LTI_REFUSALS, toolAnswerOf } from './lti-refusal';
import { openLtiLaunchGrant, type LtiLaunchGrant } from './lti-ticket';

/** The id_token is read as the browser arrives at the tool (Security Framework §5.1.1.3): minutes. */
const ID_TOKEN_LIFETIME_S = 5 * 60;

/** The places of the checks in the launch's transaction (the refusal names the first that failed). */
const NONCE_CHECK = 1;
const ACTIVE_CHECK = 2;
const BLOCKED_CHECK = 3;

const imported = new Map<string, ReturnType<typeof importJWK>>();

/** The signing key, imported once per kid (a rotation brings a new kid). */
function signingKey(jwk: LtiPrivateJwk): ReturnType<typeof importJWK> {
  let key = imported.get(jwk.kid);
  if (!key) {
    key = importJWK({ ...jwk, alg: 'RS256' }, 'RS256');
    imported.set(jwk.kid, key);
  }
  return key;
}

/** The id_token: the grant's claims with their times, signed RS256 by the set's first key, named by its kid. */
export async function signIdToken(grant: Pick<LtiLaunchGrant, 'claims'>, keys: readonly LtiPrivateJwk[], now: Date) {
  const [signing] = keys;
  if (!signing) throw new Error('The LTI key set has no key');
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT(grant.claims)
    .setProtectedHeader({ alg: 'RS256', kid: signing.kid, typ: 'JWT' })
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ID_TOKEN_LIFETIME_S)
    .sign(await signingKey(signing));
}

/**
 * POST /api/lti/launch: the page that posts the id_token (and the tool's state) to the tool's
 * redirect URI, as the ticket route decided it. One transaction marks the ticket used and the
 * tool's nonce used, checks the person is still active and the app not blocked by a parent since,
 * and records the launch as a SAML launch is recorded (lastAccess, usage, the attributes sent for
 * the child's data page and the school's Data sharing report): a refused launch records nothing.
 * A nonce used before goes back to the tool as invalid_request; a person disabled or blocked by a
 * parent since the ticket as access_denied (OIDC Core §3.1.2.6). What the SPA posts that is not a
 * launch ticket may be a refusal for the tool, or the tool's request when nobody is signed in
 * (./lti-refusal.ts toolAnswerOf).
 */
export async function launchLtiWithTicket(
  ticket: string | undefined,
  now: Date,
  keys: LtiKeySource | null,
  ticketKey: LaunchTicketKeySource,
): Promise<{ html: string }> {
  const grant = ticket ? await openLtiLaunchGrant(ticket, ticketKey, now) : null;
  if (!grant) {
    const answer = ticket ? await toolAnswerOf(ticket, ticketKey, now) : null;
    if (answer) return answer;
    throw new GoneError(APP_LAUNCH_MESSAGES.ticketUsed);
  }
  if (!keys) throw new ConflictError(APP_LAUNCH_MESSAGES.notSetUp(grant.serviceName));
  const [failedCheck, idToken] = await Promise.all([
    recordAppLaunch(
      {
        userId: grant.userId,
        actorId: grant.actorId,
        serviceId: grant.serviceId,
        at: now.toISOString(),
        schoolId: grant.usageSchoolId,
        initiatedBy: 'portal',
        attributes: grant.sent,
      },
      [
        redeemTicketRequest(grant, now),
        useLtiNonceRequest(grant.clientId, grant.nonce, now),
        activeAccountCheck(grant.userId),
        appNotBlockedCheck(grant.userId, grant.serviceId),
      ],
    ),
    (async () => signIdToken(grant, await keys(), now))(),
  ]);
  if (failedCheck === NONCE_CHECK)
    return toolErrorPage(grant, { error: 'invalid_request', description: 'The nonce has been used already.' });
  if (failedCheck === ACTIVE_CHECK || failedCheck === BLOCKED_CHECK)
    return toolErrorPage(grant, LTI_REFUSALS.accessDenied);
  if (failedCheck !== null) throw new GoneError(APP_LAUNCH_MESSAGES.ticketUsed);
  return {
    html: autoPostPage({
      appName: grant.serviceName,
      action: grant.redirectUri,
      fields: { id_token: idToken, ...(grant.state !== null ? { state: grant.state } : {}) },
    }),
  };
}
