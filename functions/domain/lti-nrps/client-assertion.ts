import { createRemoteJWKSet, decodeJwt, errors, importJWK, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { JWT_BEARER_ASSERTION_TYPE, NRPS_SCOPE } from '../../../shared/schemas/lti-nrps';
import type { LtiTool } from '../../../shared/schemas/lti';
import { useAssertionJti } from '../../data/lti-service-tokens';
import { findLtiToolByClientId } from '../../data/lti-tools';
import { OAuthError, type ClientAuthentication, type TokenClient } from '../oneroster/auth/token-endpoint';
import { issueLtiServiceToken } from './service-tokens';

/** The scopes a tool may be granted: the Names and Role service's, the one LTI service the portal offers. */
export const LTI_TOOL_SCOPES: readonly string[] = [NRPS_SCOPE];

/** The signatures a tool's assertion may carry (Security Framework §6.1: RS256; the longer RSA hashes too). */
const ALGORITHMS = ['RS256', 'RS384', 'RS512'];

/** Clocks of tools and the platform differ a little: a minute either way (RFC 7519 §4.1.4 'leeway'). */
export const ASSERTION_LEEWAY_S = 60;

/**
 * An assertion may be valid for an hour at most (RFC 7523 §3 item 4: the server may refuse a long
 * one), so its jti is kept at most that long: tools make a new one for each token request.
 */
export const LONGEST_ASSERTION_S = 3600;

/** The descriptions a tool's developer reads (RFC 6749 §5.2: ASCII, English). */
export const CLIENT_ASSERTION_DESCRIPTIONS = {
  wrongType: `The client_assertion_type must be ${JWT_BEARER_ASSERTION_TYPE}.`,
  notJwt: 'The client_assertion is not a JWT with a sub naming the client.',
  otherClient: 'The client_id does not match the client_assertion sub.',
  unknownTool: 'No LTI tool is registered with the client_assertion sub as its client_id.',
  badSignature: "The client_assertion's signature does not verify with the tool's registered public keys.",
  expired: 'The client_assertion has expired: sign a new one for each token request.',
  badClaims: (problem: string) => `The client_assertion is not acceptable: ${problem}.`,
  tooLong: `The client_assertion may be valid for at most ${LONGEST_ASSERTION_S} seconds.`,
  replayed: 'The client_assertion jti has been used already: sign a new assertion for each token request.',
} as const;

const remoteKeySets = new Map<string, JWTVerifyGetKey>();

/**
 * The tool's public keys as its registration gives them: its JWKS address (fetched and cached by
 * jose, refetched for a kid it has not seen, so a tool rotating its key needs nothing of us) or the
 * key pasted at registration.
 */
export function toolKeys(tool: Pick<LtiTool, 'jwksUrl' | 'publicJwk'>): JWTVerifyGetKey {
  if (tool.jwksUrl) {
    let keySet = remoteKeySets.get(tool.jwksUrl);
    if (!keySet) {
      keySet = createRemoteJWKSet(new URL(tool.jwksUrl));
      remoteKeySets.set(tool.jwksUrl, keySet);
    }
    return keySet;
  }
  const jwk = tool.publicJwk;
  return async (header) => {
    if (!jwk) throw new errors.JWKSNoMatchingKey();
    return importJWK({ ...jwk, alg: header.alg }, header.alg);
  };
}

function claimedClient(assertion: string): { sub: string } | null {
  try {
    const { sub } = decodeJwt(assertion);
    return typeof sub === 'string' && sub.length > 0 && sub.length <= 255 ? { sub } : null;
  } catch {
    return null;
  }
}

function refusal(error: unknown): OAuthError {
  if (error instanceof errors.JWTExpired)
    return new OAuthError('invalid_client', CLIENT_ASSERTION_DESCRIPTIONS.expired);
  if (error instanceof errors.JWTClaimValidationFailed)
    return new OAuthError('invalid_client', CLIENT_ASSERTION_DESCRIPTIONS.badClaims(`${error.claim}: ${error.reason}`));
  return new OAuthError('invalid_client', CLIENT_ASSERTION_DESCRIPTIONS.badSignature);
}

export interface ClientAssertionDeps {
  /** The token endpoint's own address: the assertion's `aud` must name it (RFC 7523 §3 item 3). */
  tokenEndpoint: string;
  /** The tool's keys (toolKeys unless a test gives its own). */
  keysOf?: (tool: LtiTool) => JWTVerifyGetKey;
  /** The tool registered with a client_id (the table's, unless a test gives its own). */
  findTool?: typeof findLtiToolByClientId;
  /** Uses a jti once (the table's conditional put, unless a test gives its own). */
  useJti?: typeof useAssertionJti;
}

/**
 * The tool a JWT client assertion authenticates (RFC 7523 §2.2, §3; 1EdTech Security Framework
 * §4.1.1): iss and sub its client_id, aud the token endpoint, signed with a key of its
 * registration, with exp (at most LONGEST_ASSERTION_S ahead), iat and a jti never used before
 * (kept until the assertion expires). Each failure is invalid_client.
 */
export async function verifyClientAssertion(
  form: URLSearchParams,
  now: Date,
  deps: ClientAssertionDeps,
): Promise<{ clientId: string; serviceId: string; tool: LtiTool }> {
  const assertion = form.get('client_assertion') ?? '';
  if (form.get('client_assertion_type') !== JWT_BEARER_ASSERTION_TYPE)
    throw new OAuthError('invalid_request', CLIENT_ASSERTION_DESCRIPTIONS.wrongType);
  const claimed = claimedClient(assertion);
  if (!claimed) throw new OAuthError('invalid_client', CLIENT_ASSERTION_DESCRIPTIONS.notJwt);
  const clientIdParameter = form.get('client_id');
  if (clientIdParameter !== null && clientIdParameter !== claimed.sub)
    throw new OAuthError('invalid_client', CLIENT_ASSERTION_DESCRIPTIONS.otherClient);
  const registered = await (deps.findTool ?? findLtiToolByClientId)(claimed.sub);
  if (!registered) throw new OAuthError('invalid_client', CLIENT_ASSERTION_DESCRIPTIONS.unknownTool);
  const { tool, serviceId } = registered;
  let payload;
  try {
    ({ payload } = await jwtVerify(assertion, (deps.keysOf ?? toolKeys)(tool), {
      algorithms: ALGORITHMS,
      issuer: tool.clientId,
      subject: tool.clientId,
      audience: deps.tokenEndpoint,
      currentDate: now,
      clockTolerance: ASSERTION_LEEWAY_S,
      requiredClaims: ['exp', 'iat', 'jti'],
    }));
  } catch (error) {
    throw refusal(error);
  }
  const expiresAt = (payload.exp ?? 0) * 1000;
  if (expiresAt > now.getTime() + (LONGEST_ASSERTION_S + ASSERTION_LEEWAY_S) * 1000)
    throw new OAuthError('invalid_client', CLIENT_ASSERTION_DESCRIPTIONS.tooLong);
  const jti = String(payload.jti);
  if (jti.length === 0 || jti.length > 255)
    throw new OAuthError('invalid_client', CLIENT_ASSERTION_DESCRIPTIONS.badClaims('jti: of 1 to 255 characters'));
  const fresh = await (deps.useJti ?? useAssertionJti)(
    tool.clientId,
    jti,
    now,
    new Date(Math.max(expiresAt, now.getTime()) + ASSERTION_LEEWAY_S * 1000),
  );
  if (!fresh) throw new OAuthError('invalid_client', CLIENT_ASSERTION_DESCRIPTIONS.replayed);
  return { clientId: tool.clientId, serviceId, tool };
}

/**
 * private_key_jwt (RFC 7523 §2.2, OIDC Core §9): an LTI tool authenticates to the portal's one
 * token endpoint with a client assertion signed by its own key, and is granted the Names and Role
 * service's scope. Not this method (null) when the request carries no client_assertion.
 */
export function privateKeyJwt(deps: ClientAssertionDeps): ClientAuthentication {
  return {
    method: 'private_key_jwt',
    async authenticate({ form, now }): Promise<TokenClient | null> {
      if (!form.has('client_assertion') && !form.has('client_assertion_type')) return null;
      const client = await verifyClientAssertion(form, now, deps);
      return {
        grantable: LTI_TOOL_SCOPES,
        known: LTI_TOOL_SCOPES,
        issue: (scopes, now) => issueLtiServiceToken(client, scopes, now),
      };
    },
  };
}
