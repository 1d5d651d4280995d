import * as z from 'zod/mini';
import { APP_INTEGRATION_PATHS } from '../../../shared/api/app-integration-paths';
import { APP_LAUNCH_MESSAGES, type LaunchTicketResponse } from '../../../shared/schemas/app-launch';
import { isoDateTime } from '../../../shared/schemas/common';
import type { LtiTool } from '../../../shared/schemas/lti';
import type { SessionUser } from '../../../shared/schemas/user';
import type { LaunchTicketKeySource } from '../../adapters/launch-ticket-key/port';
import type { PairwiseIdKeySource } from '../../adapters/pairwise-id-key/port';
import { GoneError } from '../../platform/errors';
import type { ActingContext } from '../core/acting-as/admission';
import { pairwiseNameId } from '../app-launch/pairwise-name-id';
import { openableTool } from './lti-access';
import { autoPostPage } from './lti-pages';
import { ltiPlatform } from './lti-platform';
import { openFor, sealFor } from './lti-seal';

/** From the library's click to the tool's authentication request: a tool's own redirects fit in minutes. */
const LOGIN_LIFETIME_MS = 5 * 60 * 1000;

/**
 * What the login initiation carries, sealed: it is the launch ticket the SPA posts to the login
 * page, and then the `lti_message_hint` the tool hands back to the authorization endpoint, which
 * so knows who started the launch, of which app, from which class, in which deployment.
 */
export const ltiLoginSchema = z.object({
  userId: z.string(),
  actorId: z.string(),
  serviceId: z.string(),
  serviceName: z.string(),
  classId: z.nullable(z.string()),
  clientId: z.string(),
  deploymentId: z.string(),
  /** The person's pairwise id for the tool (`sub`), sent as the login_hint. */
  loginHint: z.string(),
  loginUrl: z.string(),
  targetLinkUri: z.string(),
  expiresAt: isoDateTime,
});
export type LtiLogin = z.output<typeof ltiLoginSchema>;

export function targetLinkUriOf(tool: LtiTool): string {
  return tool.targetLinkUri ?? tool.redirectUris[0] ?? tool.loginUrl;
}

/**
 * POST /api/saml2/idp/tickets for an app registered as an LTI tool: the access rules of every
 * launch (./lti-access.ts), then a ticket the SPA posts to the login page, which starts the
 * tool's third-party initiated login (LTI Core §4.1).
 */
export async function grantLtiLoginTicket(
  user: SessionUser,
  acting: ActingContext | null,
  request: { serviceId: string; classId?: string | undefined },
  now: Date,
  keys: { ticketKey: LaunchTicketKeySource; pairwiseIdKey: PairwiseIdKeySource },
): Promise<LaunchTicketResponse> {
  const { service, tool, deployment, classGroup } = await openableTool(
    user,
    acting,
    request.serviceId,
    request.classId ?? null,
    now,
  );
  const expiresAt = new Date(now.getTime() + LOGIN_LIFETIME_MS);
  const login: LtiLogin = {
    userId: user.id,
    actorId: acting?.actor.id ?? user.id,
    serviceId: service.id,
    serviceName: service.name,
    classId: classGroup?.id ?? null,
    clientId: tool.clientId,
    deploymentId: deployment.deploymentId,
    loginHint: pairwiseNameId(await keys.pairwiseIdKey(), service.id, user.id),
    loginUrl: tool.loginUrl,
    targetLinkUri: targetLinkUriOf(tool),
    expiresAt: expiresAt.toISOString(),
  };
  return {
    ticket: sealFor('login', login, await keys.ticketKey()),
    expiresAt: expiresAt.toISOString(),
    launchUrl: APP_INTEGRATION_PATHS.ltiLogin,
    serviceName: service.name,
  };
}

/** The login ticket's contents, or null when it is not one, or has expired. */
export async function openLtiLogin(
  sealed: string,
  ticketKey: LaunchTicketKeySource,
  now: Date,
): Promise<LtiLogin | null> {
  return openFor('login', sealed, ltiLoginSchema, await ticketKey(), now);
}

/**
 * POST /api/lti/login: the page that sends the browser to the tool's login initiation URL with
 * the platform's issuer, the person's hint and the sealed message hint (LTI Core §4.1.1; by form
 * post, so the hint stays out of addresses and logs). Nothing is recorded: the launch is
 * recorded when its id_token is posted.
 */
export async function ltiLoginPage(
  ticket: string | undefined,
  ticketKey: LaunchTicketKeySource,
  now: Date,
): Promise<{ html: string }> {
  const login = ticket ? await openLtiLogin(ticket, ticketKey, now) : null;
  if (!login || !ticket) throw new GoneError(APP_LAUNCH_MESSAGES.ticketUsed);
  return {
    html: autoPostPage({
      appName: login.serviceName,
      action: login.loginUrl,
      fields: {
        iss: ltiPlatform().issuer,
        login_hint: login.loginHint,
        target_link_uri: login.targetLinkUri,
        lti_message_hint: ticket,
        client_id: login.clientId,
        lti_deployment_id: login.deploymentId,
      },
    }),
  };
}
