import { JwtRsaVerifier } from 'aws-jwt-verify';

export type TokenVerifier = (authorizationHeader: string | undefined) => Promise<Record<string, string> | null>;

/** API Gateway hands claims to the Lambda as strings; arrays become "[a b]". */
function asGatewayClaims(payload: Record<string, unknown>): Record<string, string> {
  const claims: Record<string, string> = {};
  for (const [name, value] of Object.entries(payload)) {
    claims[name] = Array.isArray(value)
      ? `[${value.join(' ')}]`
      : typeof value === 'string'
        ? value
        : JSON.stringify(value);
  }
  return claims;
}

/**
 * The HTTP API's audience rule: `aud` must name the app client, and a token without `aud` (a
 * Cognito access token) is held to its `client_id` instead. So an access token passes here as it
 * passes API Gateway, and is refused, as in AWS, by the function's auth context (functions/http/
 * auth-context.ts admits only ID tokens).
 */
export function audienceHolds(payload: Record<string, unknown>, audience: string): boolean {
  const aud = payload['aud'];
  if (aud !== undefined) return Array.isArray(aud) ? aud.includes(audience) : aud === audience;
  return payload['client_id'] === audience;
}

/**
 * What the HTTP API's Cognito JWT authorizer does: check signature against the pool's JWKS, the
 * issuer, the audience (the app client: `aud`, else `client_id`) and expiry. Null means the request
 * gets a 401. aws-jwt-verify fetches JWKS over https only, so the local pool's keys (served over
 * http by cognito-local, and fixed) are fetched once here and handed to its cache.
 */
export async function cognitoJwtAuthorizer(options: { issuer: string; audience: string }): Promise<TokenVerifier> {
  const jwksUri = `${options.issuer}/.well-known/jwks.json`;
  const verifier = JwtRsaVerifier.create({
    issuer: options.issuer,
    // Checked below as API Gateway checks it: aws-jwt-verify alone would read `aud` only.
    audience: null,
    jwksUri,
    customJwtCheck: ({ payload }) => {
      if (!audienceHolds(payload, options.audience)) throw new Error('The token is not for this app client');
    },
  });
  const jwks = await fetch(jwksUri);
  if (!jwks.ok) throw new Error(`The user pool's keys could not be read from ${jwksUri} (${jwks.status})`);
  verifier.cacheJwks((await jwks.json()) as Parameters<typeof verifier.cacheJwks>[0]);
  return async (authorizationHeader) => {
    const token = authorizationHeader?.replace(/^Bearer\s+/i, '').trim();
    if (!token) return null;
    try {
      return asGatewayClaims((await verifier.verify(token)) as Record<string, unknown>);
    } catch {
      return null;
    }
  };
}
