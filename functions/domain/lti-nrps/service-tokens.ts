import { createHash, randomBytes } from 'node:crypto';
import type { LtiTool } from '../../../shared/schemas/lti';
import { getLtiServiceToken, putLtiServiceToken } from '../../data/lti-service-tokens';
import { findLtiToolByClientId } from '../../data/lti-tools';

/** A tool's access token lives an hour, as OneRoster's do (RFC 6749 §4.4.3 expires_in). */
export const LTI_SERVICE_TOKEN_SECONDS = 3600;

/** 256 random bits: a token cannot be guessed, so its SHA-256 is as good a key as a slow hash. */
const TOKEN_BYTES = 32;

function hashOf(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('base64url');
}

/**
 * A new access token for a tool's scopes (the token endpoint's answer to a client assertion): a
 * random bearer token, stored only as its hash with the tool, the scopes and the end of its hour.
 */
export async function issueLtiServiceToken(
  tool: { clientId: string; serviceId: string },
  scopes: readonly string[],
  now: Date,
): Promise<{ accessToken: string; expiresIn: number }> {
  const accessToken = randomBytes(TOKEN_BYTES).toString('base64url');
  await putLtiServiceToken({
    tokenHash: hashOf(accessToken),
    clientId: tool.clientId,
    serviceId: tool.serviceId,
    scopes: [...scopes],
    issuedAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + LTI_SERVICE_TOKEN_SECONDS * 1000).toISOString(),
  });
  return { accessToken, expiresIn: LTI_SERVICE_TOKEN_SECONDS };
}

/** Why a service request is refused before anything is read: RFC 6750 §3.1's error codes. */
export class LtiServiceAuthError extends Error {
  constructor(
    readonly status: 401 | 403,
    readonly code: 'invalid_token' | 'insufficient_scope',
    readonly description: string,
  ) {
    super(description);
    this.name = 'LtiServiceAuthError';
  }
}

export const LTI_SERVICE_AUTH_DESCRIPTIONS = {
  noToken: 'Send an access token from the token endpoint as Authorization: Bearer <token>.',
  badToken: 'The access token is not valid or has expired: ask the token endpoint for a new one.',
  scope: (scope: string) => `The access token does not carry the scope this request needs: ${scope}.`,
} as const;

/** The tool a service request is made for, as its token shows it. */
export interface LtiServiceClient {
  clientId: string;
  serviceId: string;
  tool: LtiTool;
}

/**
 * Bearer token -> tool (RFC 6750): the token must be one the endpoint issued, not expired, for a
 * tool still registered with that client_id (one consistent GetItem each; a tool whose
 * registration is removed or given another client_id loses its tokens at once), carrying `scope`.
 * Throws LtiServiceAuthError: 401 without a token or with a bad or expired one, 403 without the scope.
 */
export async function authorizeLtiServiceRequest(
  authorization: string | undefined,
  scope: string,
  now: Date,
): Promise<LtiServiceClient> {
  const token = /^Bearer +([A-Za-z0-9\-._~+/]+=*) *$/i.exec(authorization ?? '')?.[1];
  if (!token) throw new LtiServiceAuthError(401, 'invalid_token', LTI_SERVICE_AUTH_DESCRIPTIONS.noToken);
  const stored = await getLtiServiceToken(hashOf(token));
  const registered =
    stored && Date.parse(stored.expiresAt) > now.getTime() ? await findLtiToolByClientId(stored.clientId) : null;
  if (!stored || !registered || registered.serviceId !== stored.serviceId)
    throw new LtiServiceAuthError(401, 'invalid_token', LTI_SERVICE_AUTH_DESCRIPTIONS.badToken);
  if (!stored.scopes.includes(scope))
    throw new LtiServiceAuthError(403, 'insufficient_scope', LTI_SERVICE_AUTH_DESCRIPTIONS.scope(scope));
  return { clientId: stored.clientId, serviceId: stored.serviceId, tool: registered.tool };
}
