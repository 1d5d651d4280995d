import { randomBytes } from 'node:crypto';
import * as z from 'zod/mini';
import { APP_INTEGRATION_PATHS } from '../../../shared/api/app-integration-paths';
import { accountKind } from '../../../shared/rules/account-kind';
import { SIGN_ON_ATTRIBUTES, type LaunchTicketResponse } from '../../../shared/schemas/app-launch';
import { sharedAttributes } from '../../../shared/schemas/app-sharing';
import { isoDateTime } from '../../../shared/schemas/common';
import { LTI_MESSAGES, type LtiAuthError } from '../../../shared/schemas/lti';
import type { SessionUser } from '../../../shared/schemas/user';
import type { LaunchTicketKeySource } from '../../adapters/launch-ticket-key/port';
import { getService } from '../../data/services';
import { ForbiddenError, GoneError } from '../../platform/errors';
import type { ActingContext } from '../core/acting-as/admission';
import { LAUNCH_TICKET_LIFETIME_MS } from '../app-launch/launch-ticket-seal';
import { LaunchRefusedError } from '../app-launch/launchable-app';
import { ltiAuthRequestSchema, type LtiAuthRequest } from './lti-authorize';
import { openableTool } from './lti-access';
import { ltiLaunchClaims } from './lti-claims';
import { LTI_RETURN_PATH, ltiPlatform } from './lti-platform';
import { LTI_REFUSALS, sealRefusal, stillRegistered, toolRefusalOf } from './lti-refusal';
import { openFor, sealFor } from './lti-seal';

const TICKET_ID_BYTES = 16;

/**
 * What the launch page signs and records, decided here and sealed into the ticket as a SAML
 * launch's is (functions/domain/app-launch/launch-ticket-seal.ts): the id_token's claims but its
 * times, where it goes, and what the record says. The id makes the ticket single-use.
 */
export const ltiLaunchGrantSchema = z.object({
  ticketId: z.string(),
  userId: z.string(),
  actorId: z.string(),
  serviceId: z.string(),
  serviceName: z.string(),
  clientId: z.string(),
  nonce: z.string(),
  redirectUri: z.string(),
  state: z.nullable(z.string()),
  claims: z.record(z.string(), z.unknown()),
  sent: z.array(z.enum(SIGN_ON_ATTRIBUTES)),
  usageSchoolId: z.nullable(z.string()),
  expiresAt: isoDateTime,
});
export type LtiLaunchGrant = z.output<typeof ltiLaunchGrantSchema>;

/**
 * POST /api/saml2/idp/tickets answering a tool's authentication request (`ltiRequest`, sealed by
 * the authorization endpoint): the signed-in person must be the one the launch was started for
 * (the login_hint), and may still open the app (./lti-access.ts); the claims follow the one
 * sharing rule (shared/schemas/app-sharing.ts sharedAttributes: a child's 'first name only' or
 * 'no name' holds), and the class is the context when the app was opened from one.
 *
 * The tool's client_id and redirect URI were verified at the authorization endpoint, so a refusal
 * from here on is the tool's to hear (OIDC Core §3.1.2.6): another person signed in
 * (`login_required`), one who may not open the app (`access_denied`), an app not launchable for
 * them (`unauthorized_client`) each become a ticket the launch page redeems by posting the error
 * and the tool's state to the redirect URI (./lti-refusal.ts), still registered; nothing is
 * launched or recorded. The library's own Open button is told why before any tool is involved
 * (./lti-login.ts).
 */
export async function grantLtiLaunchTicket(
  user: SessionUser,
  acting: ActingContext | null,
  sealedRequest: string,
  now: Date,
  keys: { ticketKey: LaunchTicketKeySource },
): Promise<LaunchTicketResponse> {
  const key = await keys.ticketKey();
  const request = openFor('request', sealedRequest, ltiAuthRequestSchema, key, now);
  if (!request) throw new GoneError(LTI_MESSAGES.launchGone);
  const refused = async (refusal: { error: LtiAuthError; description: string }, error: unknown) => {
    const [registered, service] = await Promise.all([
      stillRegistered(request.clientId, request.redirectUri),
      getService(request.serviceId),
    ]);
    if (!registered) throw error;
    const expiresAt = new Date(now.getTime() + LAUNCH_TICKET_LIFETIME_MS).toISOString();
    const serviceName = service?.name ?? 'the app';
    return {
      ticket: sealRefusal(
        { ...refusal, serviceName, redirectUri: request.redirectUri, state: request.state, expiresAt },
        key,
      ),
      expiresAt,
      launchUrl: APP_INTEGRATION_PATHS.ltiLaunch,
      serviceName,
    };
  };
  if (request.userId !== user.id)
    return refused(LTI_REFUSALS.otherPerson, new ForbiddenError(LTI_MESSAGES.otherPerson));
  try {
    return await launchTicketFor(user, acting, request, now, key);
  } catch (error) {
    const refusal = toolRefusalOf(error);
    if (!refusal) throw error;
    return refused(refusal, error);
  }
}

async function launchTicketFor(
  user: SessionUser,
  acting: ActingContext | null,
  request: LtiAuthRequest,
  now: Date,
  key: Buffer,
): Promise<LaunchTicketResponse> {
  const { service, tool, deployment, sharing, classGroup } = await openableTool(
    user,
    acting,
    request.serviceId,
    request.classId,
    now,
  );
  // The tool's client or the person's deployment changed since the request: not launchable now.
  if (tool.clientId !== request.clientId || deployment.deploymentId !== request.deploymentId)
    throw new LaunchRefusedError(409, LTI_MESSAGES.launchGone);
  const platform = ltiPlatform();
  const { claims, sent } = ltiLaunchClaims({
    issuer: platform.issuer,
    clientId: tool.clientId,
    deploymentId: deployment.deploymentId,
    sub: request.loginHint,
    nonce: request.nonce,
    targetLinkUri: request.targetLinkUri,
    service: { id: service.id, name: service.name },
    user,
    released: sharedAttributes(tool.attributes, sharing?.nameSharing ?? 'default'),
    classGroup,
    returnUrl: `${platform.issuer}${LTI_RETURN_PATH}`,
    custom: tool.customParameters,
  });
  const expiresAt = new Date(now.getTime() + LAUNCH_TICKET_LIFETIME_MS);
  const grant: LtiLaunchGrant = {
    ticketId: randomBytes(TICKET_ID_BYTES).toString('base64url'),
    userId: user.id,
    actorId: acting?.actor.id ?? user.id,
    serviceId: service.id,
    serviceName: service.name,
    clientId: tool.clientId,
    nonce: request.nonce,
    redirectUri: request.redirectUri,
    state: request.state,
    claims,
    sent,
    usageSchoolId: accountKind(user).isSchoolAccount ? user.schoolId : null,
    expiresAt: expiresAt.toISOString(),
  };
  return {
    ticket: sealFor('launch', grant, key),
    expiresAt: expiresAt.toISOString(),
    launchUrl: APP_INTEGRATION_PATHS.ltiLaunch,
    serviceName: service.name,
  };
}

/** The launch ticket's grant, or null when it is not one or has expired (whether it was used is the launch's transaction's to find). */
export async function openLtiLaunchGrant(
  sealed: string,
  ticketKey: LaunchTicketKeySource,
  now: Date,
): Promise<LtiLaunchGrant | null> {
  return openFor('launch', sealed, ltiLaunchGrantSchema, await ticketKey(), now);
}
