import * as z from 'zod/mini';
import { signOnPageHref } from '../../../shared/schemas/app-launch';
import { isoDateTime } from '../../../shared/schemas/common';
import { LTI_MESSAGES, type LtiAuthError, type LtiAuthRequestFields } from '../../../shared/schemas/lti';
import type { LaunchTicketKeySource } from '../../adapters/launch-ticket-key/port';
import { findLtiToolByClientId } from '../../data/lti-tools';
import { DomainError } from '../../platform/errors';
import { openLtiLogin } from './lti-login';
import { toolErrorPage } from './lti-pages';
import { sealFor } from './lti-seal';

/** From the authentication request to the person's confirmation in the SPA (a page load): minutes. */
const REQUEST_LIFETIME_MS = 5 * 60 * 1000;
/** A nonce is a key of the store (functions/data/lti-tools.ts); a state goes back as it came. Longer ones are refused. */
const LONGEST_NONCE = 255;
const LONGEST_STATE = 2048;

/** An authentication request the platform cannot answer at the tool's address: the sign-on error page says why. */
export class LtiRequestRefusedError extends DomainError {
  constructor(message: string) {
    super(400, 'lti-request-refused', message);
  }
}

/**
 * The authentication request the authorization endpoint checked, sealed for the SPA's Open page
 * (as `ltiRequest`), which asks for the launch ticket with the signed-in person's token: only
 * then is the person matched to the hint (functions/domain/lti/lti-ticket.ts).
 */
export const ltiAuthRequestSchema = z.object({
  userId: z.string(),
  actorId: z.string(),
  serviceId: z.string(),
  classId: z.nullable(z.string()),
  clientId: z.string(),
  deploymentId: z.string(),
  loginHint: z.string(),
  targetLinkUri: z.string(),
  redirectUri: z.string(),
  nonce: z.string(),
  state: z.nullable(z.string()),
  expiresAt: isoDateTime,
});
export type LtiAuthRequest = z.output<typeof ltiAuthRequestSchema>;

/**
 * GET or POST /api/lti/authorize, the platform's OIDC authorization endpoint (Security Framework
 * §5.1.1.2, OIDC Core §3.1.2): a request from an unknown client, or naming a redirect URI the tool
 * has not registered, is answered on the portal's error page (never at an address the tool did not
 * register); any other fault goes back to the redirect URI by form post with OIDC's error code and
 * the tool's state. A sound request is sealed and handed to the SPA's Open page: nothing is
 * launched or recorded here.
 */
export async function authorizeLti(
  fields: LtiAuthRequestFields,
  ticketKey: LaunchTicketKeySource,
  now: Date,
): Promise<{ redirect: string } | { html: string }> {
  const client = fields.client_id ? await findLtiToolByClientId(fields.client_id) : null;
  if (!client) throw new LtiRequestRefusedError(LTI_MESSAGES.unknownClient);
  const redirectUri = fields.redirect_uri ?? '';
  if (!client.tool.redirectUris.includes(redirectUri))
    throw new LtiRequestRefusedError(LTI_MESSAGES.unregisteredRedirect);
  const state = fields.state ?? null;
  const refuse = (error: LtiAuthError, description: string) =>
    toolErrorPage({ serviceName: 'the app', redirectUri, state }, { error, description });
  if (fields.response_type !== 'id_token')
    return refuse('unsupported_response_type', 'The platform answers response_type id_token only.');
  if (!(fields.scope ?? '').split(' ').includes('openid')) return refuse('invalid_scope', 'The scope must be openid.');
  if (fields.response_mode !== 'form_post') return refuse('invalid_request', 'The response_mode must be form_post.');
  if (fields.prompt !== 'none') return refuse('invalid_request', 'The prompt must be none.');
  if (!fields.nonce || fields.nonce.length > LONGEST_NONCE)
    return refuse('invalid_request', `A nonce of at most ${LONGEST_NONCE} characters is required.`);
  if (state !== null && state.length > LONGEST_STATE)
    return refuse('invalid_request', `The state may be at most ${LONGEST_STATE} characters.`);
  const login = fields.lti_message_hint ? await openLtiLogin(fields.lti_message_hint, ticketKey, now) : null;
  if (!login || login.clientId !== client.tool.clientId)
    return refuse(
      'invalid_request',
      'The lti_message_hint is not one this platform sent to this client, or has expired.',
    );
  if (fields.login_hint !== login.loginHint)
    return refuse('login_required', 'The login_hint does not name the person the launch was started for.');
  const request: LtiAuthRequest = {
    userId: login.userId,
    actorId: login.actorId,
    serviceId: login.serviceId,
    classId: login.classId,
    clientId: login.clientId,
    deploymentId: login.deploymentId,
    loginHint: login.loginHint,
    targetLinkUri: login.targetLinkUri,
    redirectUri,
    nonce: fields.nonce,
    state,
    expiresAt: new Date(now.getTime() + REQUEST_LIFETIME_MS).toISOString(),
  };
  return { redirect: signOnPageHref('open', { ltiRequest: sealFor('request', request, await ticketKey()) }) };
}
