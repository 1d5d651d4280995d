import { getApiCredential, type ApiCredentialRecord } from '../../../data/api-credentials';
import { countAttempt, type RateLimit } from '../../../data/rate-limits';
import { ROSTER_SCOPES, type RosterScope } from '../../../../shared/schemas/api-credentials';
import { claimedClientId, verifiedScopes } from './access-tokens';

export type { RosterScope } from '../../../../shared/schemas/api-credentials';

/** The app a OneRoster request is made for, as its access token and credential show it. */
export interface RosterClient {
  clientId: string;
  serviceId: string;
  /** The scopes the token carries (a subset of the credential's). */
  scopes: readonly RosterScope[];
}

/**
 * Requests of one client in one window (docs/operations.md, 'Limits'): 1,200 a minute, 20 a
 * second on average, is far more than an app reading a school of 5,000 students by pages of 100
 * needs (about 60 requests), and keeps one app from taking the table's capacity from the others.
 */
export const ROSTER_CLIENT_RATE_LIMIT: RateLimit = { scope: 'oneroster-client', limit: 1200, windowMs: 60_000 };

/** Why a OneRoster request is refused before it is read: the endpoint answers it as imsx_StatusInfo. */
export class RosterAuthError extends Error {
  constructor(
    readonly status: 401 | 403 | 429,
    readonly codeMinor: 'unauthorisedrequest' | 'forbidden' | 'server_busy',
    readonly description: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(description);
    this.name = 'RosterAuthError';
  }
}

/**
 * The descriptions a client developer reads: English, as OAuth's error_description is (RFC 6749
 * §5.2 allows only ASCII in it), and the same words in the imsx_description of OneRoster's errors.
 */
export const ROSTER_AUTH_DESCRIPTIONS = {
  noToken: 'Send an access token from POST /oauth/token as Authorization: Bearer <token>.',
  badToken: 'The access token is not valid or has expired: ask the token endpoint for a new one.',
  revoked: 'The API credentials of this access token were revoked or rotated: ask for a new token.',
  scope: (scope: RosterScope) => `The access token does not carry the scope this request needs: ${scope}.`,
  busy: (seconds: number) =>
    `Too many requests from this client: at most ${ROSTER_CLIENT_RATE_LIMIT.limit} a minute. Try again in ${seconds} seconds.`,
} as const;

const [CORE, ROSTER] = ROSTER_SCOPES;

/**
 * Whether granted scopes admit a request that needs `needed`: roster.readonly covers every
 * rostering endpoint, so also the core ones roster-core.readonly covers (OneRoster 1.2 Rostering
 * Service, 'Scopes'); demographics only by its own scope.
 */
export function scopeAdmits(granted: readonly RosterScope[], needed: RosterScope): boolean {
  return granted.includes(needed) || (needed === CORE && granted.includes(ROSTER));
}

function bearerToken(authorization: string | undefined): string | null {
  const match = /^Bearer +([A-Za-z0-9\-._~+/]+=*) *$/i.exec(authorization ?? '');
  return match?.[1] ?? null;
}

/** The token's scopes when it verifies against the credential as it is now (not revoked); null otherwise. */
async function currentScopes(
  token: string,
  credential: ApiCredentialRecord | null,
  now: Date,
): Promise<RosterScope[] | null> {
  if (!credential || credential.revokedAt !== null) return null;
  const scopes = await verifiedScopes(token, credential, now);
  if (!scopes) return null;
  // A scope taken from the credential since the token was issued no longer counts.
  return credential.scopes.filter((scope) => scopes.includes(scope));
}

/**
 * Bearer token -> client (docs/using/oneroster-api.md 'Connecting'): the token must verify under the
 * credential's current token key, the credential must not be revoked (one consistent GetItem, so
 * revoking or rotating stops its tokens at once), the token must carry `scope`, and the client
 * must be within its rate (one atomic ADD). Throws RosterAuthError: 401 without a token or with a
 * bad, expired, revoked or rotated one, 403 for a scope not carried, 429 with Retry-After.
 */
export async function authorizeRosterRequest(
  authorization: string | undefined,
  scope: RosterScope,
  now: Date,
): Promise<RosterClient> {
  const token = bearerToken(authorization);
  if (!token) throw new RosterAuthError(401, 'unauthorisedrequest', ROSTER_AUTH_DESCRIPTIONS.noToken);
  const clientId = claimedClientId(token);
  if (!clientId) throw new RosterAuthError(401, 'unauthorisedrequest', ROSTER_AUTH_DESCRIPTIONS.badToken);
  const credential = await getApiCredential(clientId);
  if (credential && credential.revokedAt !== null)
    throw new RosterAuthError(401, 'unauthorisedrequest', ROSTER_AUTH_DESCRIPTIONS.revoked);
  const scopes = await currentScopes(token, credential, now);
  if (!credential || !scopes) throw new RosterAuthError(401, 'unauthorisedrequest', ROSTER_AUTH_DESCRIPTIONS.badToken);
  if (!scopeAdmits(scopes, scope)) throw new RosterAuthError(403, 'forbidden', ROSTER_AUTH_DESCRIPTIONS.scope(scope));
  const rate = await countAttempt(ROSTER_CLIENT_RATE_LIMIT, clientId, now);
  if (!rate.allowed) {
    const seconds = Math.max(1, Math.ceil((rate.windowEnd.getTime() - now.getTime()) / 1000));
    throw new RosterAuthError(429, 'server_busy', ROSTER_AUTH_DESCRIPTIONS.busy(seconds), seconds);
  }
  return { clientId, serviceId: credential.serviceId, scopes };
}
