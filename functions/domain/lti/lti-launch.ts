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
import { LaunchRefusedError } from '../app-launch/launchable-app';
import { autoPostPage } from './lti-pages';
import { openLtiLaunchGrant, type LtiLaunchGrant } from './lti-ticket';

/** The id_token is read as the browser arrives at the tool (Security Framework §5.1.1.3): minutes. */
const ID_TOKEN_LIFETIME_S = 5 * 60;

/** The places of the checks in the launch's transaction (the refusal names the first that failed). */
const NONCE_CHECK = 1;
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
 * A nonce used before goes back to the tool as invalid_request.
 */
export async function launchLtiWithTicket(
  ticket: string | undefined,
  now: Date,
  keys: LtiKeySource | null,
  ticketKey: LaunchTicketKeySource,
): Promise<{ html: string }> {
  const grant = ticket ? await openLtiLaunchGrant(ticket, ticketKey, now) : null;
  if (!grant) throw new GoneError(APP_LAUNCH_MESSAGES.ticketUsed);
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
  const state: Record<string, string> = grant.state !== null ? { state: grant.state } : {};
  if (failedCheck === NONCE_CHECK)
    return {
      html: autoPostPage({
        appName: grant.serviceName,
        action: grant.redirectUri,
        fields: { error: 'invalid_request', error_description: 'The nonce has been used already.', ...state },
      }),
    };
  if (failedCheck === BLOCKED_CHECK)
    throw new LaunchRefusedError(403, APP_LAUNCH_MESSAGES.blockedByParent(grant.serviceName));
  if (failedCheck !== null) throw new GoneError(APP_LAUNCH_MESSAGES.ticketUsed);
  return {
    html: autoPostPage({
      appName: grant.serviceName,
      action: grant.redirectUri,
      fields: { id_token: idToken, ...state },
    }),
  };
}
