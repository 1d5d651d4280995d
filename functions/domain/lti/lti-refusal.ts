import * as z from 'zod/mini';
import { isoDateTime } from '../../../shared/schemas/common';
import { LTI_AUTH_ERRORS, type LtiAuthError } from '../../../shared/schemas/lti';
import type { LaunchTicketKeySource } from '../../adapters/launch-ticket-key/port';
import { findLtiToolByClientId } from '../../data/lti-tools';
import { DomainError, NotFoundError } from '../../platform/errors';
import { LaunchRefusedError } from '../app-launch/launchable-app';
import { ltiAuthRequestSchema } from './lti-authorize';
import { toolErrorPage } from './lti-pages';
import { openFor, sealFor } from './lti-seal';

/**
 * What the tool is told when the platform will not answer its authentication request with an
 * id_token (OIDC Core §3.1.2.6, Security Framework §5.1.1.2): the error code, a description for
 * the tool's developers (never the person's details: not why they may not open it, which may be a
 * parent's choice), and the tool's state, posted to the redirect URI the request was checked
 * against (form_post). Sealed by the launch ticket route as a ticket of its own, which the launch
 * page posts: nothing is launched or recorded.
 */
export const ltiRefusalSchema = z.object({
  serviceName: z.string(),
  redirectUri: z.string(),
  state: z.nullable(z.string()),
  error: z.enum(LTI_AUTH_ERRORS),
  description: z.string(),
  expiresAt: isoDateTime,
});
export type LtiRefusal = z.output<typeof ltiRefusalSchema>;

/** The descriptions a tool's developers read (error_description: ASCII, OIDC Core §3.1.2.6). */
export const LTI_REFUSALS = {
  noOneSignedIn: { error: 'login_required', description: 'Nobody is signed in to the platform in this browser.' },
  otherPerson: {
    error: 'login_required',
    description: 'The person signed in to the platform is not the one the login_hint names.',
  },
  accessDenied: { error: 'access_denied', description: 'The platform does not let this person open the tool now.' },
  notLaunchable: {
    error: 'unauthorized_client',
    description: 'The platform does not launch this tool for this person now (not set up or not deployed for them).',
  },
} as const satisfies Record<string, { error: LtiAuthError; description: string }>;

/**
 * The tool's answer for a person's refusal at the launch ticket (./lti-access.ts): no access,
 * a parent's block, not their class, staff logged in as them refuse the person
 * (`access_denied`); an app that cannot be launched now (Coming Soon, not set up, not deployed for
 * them, gone) refuses the client (`unauthorized_client`). Anything else is not the tool's to hear.
 */
export function toolRefusalOf(error: unknown): { error: LtiAuthError; description: string } | null {
  if (!(error instanceof DomainError)) return null;
  if (error.status === 403) return LTI_REFUSALS.accessDenied;
  if ((error instanceof LaunchRefusedError && error.status === 409) || error instanceof NotFoundError)
    return LTI_REFUSALS.notLaunchable;
  return null;
}

/** Whether the tool still has this client_id and redirect URI: only then is it answered there (never at an address it no longer registers). */
export async function stillRegistered(clientId: string, redirectUri: string): Promise<boolean> {
  const client = await findLtiToolByClientId(clientId);
  return client?.tool.redirectUris.includes(redirectUri) ?? false;
}

export function sealRefusal(refusal: LtiRefusal, key: Buffer): string {
  return sealFor('refusal', refusal, key);
}

/**
 * POST /api/lti/launch with what is not a launch ticket: a refusal the ticket route sealed, or the
 * tool's authentication request itself (the SPA's Open page posts it when nobody is signed in,
 * as prompt=none asks: `login_required`, OIDC Core §3.1.2.6) while its tool still registers the
 * redirect URI. Null for anything else.
 */
export async function toolAnswerOf(
  sealed: string,
  ticketKey: LaunchTicketKeySource,
  now: Date,
): Promise<{ html: string } | null> {
  const key = await ticketKey();
  const refusal = openFor('refusal', sealed, ltiRefusalSchema, key, now);
  if (refusal) return toolErrorPage(refusal, refusal);
  const request = openFor('request', sealed, ltiAuthRequestSchema, key, now);
  if (!request || !(await stillRegistered(request.clientId, request.redirectUri))) return null;
  return toolErrorPage({ serviceName: 'the app', ...request }, LTI_REFUSALS.noOneSignedIn);
}
