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
 * What the HTTP API's Cognito JWT authorizer does: check signature against the pool's JWKS, the
 * issuer, the audience (the app client) and expiry. Null means the request gets a 401.
 * aws-jwt-verify fetches JWKS over https only, so the local pool's keys (served over http by
 * cognito-local, and fixed) are fetched once here and handed to its cache.
 */
export async function cognitoJwtAuthorizer(options: { issuer: string; audience: string }): Promise<TokenVerifier> {
  const jwksUri = `${options.issuer}/.well-known/jwks.json`;
  const verifier = JwtRsaVerifier.create({ issuer: options.issuer, audience: options.audience, jwksUri });
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
