import { getApiCredential, type ApiCredentialRecord } from '../../../data/api-credentials';
import { takeAllowance } from '../../../data/rate-leases';
import type { RateLimit } from '../../../data/rate-limits';
import { ROSTER_SCOPES, type RosterScope } from '../../../../shared/schemas/api-credentials';
import { recordRosterReads, type RosterReadRecord } from '../sharing/roster-reads';
import { claimedClientId, verifiedScopes } from './access-tokens';
import { keepNewest } from '../../../platform/warm-copies';

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
 * Which app each client belongs to, as its credential said when a token of it last verified here:
 * a credential never changes app, so a warm function can read the app's sharing beside the
 * credential rather than after it. It holds nothing a revocation or rotation changes: the
 * credential itself is read, consistently, on every request.
 */
const appOfClient = new Map<string, string>();
const APPS_OF_CLIENTS_KEPT = 1000;

/** The app a client belongs to, if a token of it verified in this function before; null otherwise. */
export function knownAppOf(clientId: string): string | null {
  return appOfClient.get(clientId) ?? null;
}

/** A request's bearer token and the client it names, before anything is read: 401 without one. */
export function claimedRosterClient(authorization: string | undefined): { token: string; clientId: string } {
  const token = bearerToken(authorization);
  if (!token) throw new RosterAuthError(401, 'unauthorisedrequest', ROSTER_AUTH_DESCRIPTIONS.noToken);
  const clientId = claimedClientId(token);
  if (!clientId) throw new RosterAuthError(401, 'unauthorisedrequest', ROSTER_AUTH_DESCRIPTIONS.badToken);
  return { token, clientId };
}

/**
 * Token -> client (docs/using/oneroster-api.md 'Connecting'): the token must verify under the
 * credential's current token key (read consistently for this request, so revoking or rotating
 * stops its tokens at once), the credential must not be revoked and the token must carry `scope`.
 * Throws RosterAuthError: 401 with a bad, expired, revoked or rotated token, 403 for a scope not
 * carried. Counts nothing: countRosterRequest does, once the request is answered.
 */
export async function admitRosterToken(
  token: string,
  credential: ApiCredentialRecord | null,
  scope: RosterScope,
  now: Date,
): Promise<RosterClient> {
  if (credential && credential.revokedAt !== null)
    throw new RosterAuthError(401, 'unauthorisedrequest', ROSTER_AUTH_DESCRIPTIONS.revoked);
  const scopes = await currentScopes(token, credential, now);
  if (!credential || !scopes) throw new RosterAuthError(401, 'unauthorisedrequest', ROSTER_AUTH_DESCRIPTIONS.badToken);
  keepNewest(appOfClient, credential.clientId, credential.serviceId, APPS_OF_CLIENTS_KEPT);
  if (!scopeAdmits(scopes, scope)) throw new RosterAuthError(403, 'forbidden', ROSTER_AUTH_DESCRIPTIONS.scope(scope));
  return { clientId: credential.clientId, serviceId: credential.serviceId, scopes };
}

/**
 * Counts an admitted request against its client's rate (docs/operations.md 'Limits'), then records
 * what it read of each school (or-sharing): a request past the limit is refused with 429 and
 * Retry-After and leaves no trace; one within it is recorded before it is answered. A warm
 * function spends requests it has already taken of the client's minute (takeAllowance), so most
 * requests write only their record.
 */
export async function countRosterRequest(
  client: RosterClient,
  now: Date,
  reads: readonly RosterReadRecord[] = [],
): Promise<void> {
  const rate = await takeAllowance(ROSTER_CLIENT_RATE_LIMIT, client.clientId, now);
  if (!rate.allowed) {
    const seconds = Math.max(1, Math.ceil((rate.windowEnd.getTime() - now.getTime()) / 1000));
    throw new RosterAuthError(429, 'server_busy', ROSTER_AUTH_DESCRIPTIONS.busy(seconds), seconds);
  }
  await recordRosterReads(reads);
}

/**
 * Bearer token -> client, counted: claimedRosterClient, the credential, admitRosterToken and
 * countRosterRequest one after the other, for a caller that reads nothing beside them.
 */
export async function authorizeRosterRequest(
  authorization: string | undefined,
  scope: RosterScope,
  now: Date,
): Promise<RosterClient> {
  const { token, clientId } = claimedRosterClient(authorization);
  const client = await admitRosterToken(token, await getApiCredential(clientId), scope, now);
  await countRosterRequest(client, now);
  return client;
}
