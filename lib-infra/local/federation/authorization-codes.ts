import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** Cognito's authorization codes are valid for 5 minutes. */
export const AUTHORIZATION_CODE_LIFETIME_MS = 5 * 60 * 1000;

/** What a code was issued for: the client, the redirect URI and the PKCE challenge it must be redeemed with. */
export interface CodeGrant<T> {
  clientId: string;
  redirectUri: string;
  /** S256 challenge: base64url(SHA-256(code_verifier)); empty for an identity-provider-initiated sign-in. */
  codeChallenge: string;
  /**
   * Issued for a sign-in the identity provider started (a SAML response posted to the assertion
   * consumer), which no authorize request with a PKCE challenge preceded: redeemable without a
   * code_verifier, as Cognito redeems such codes.
   */
  idpInitiated?: boolean;
  /** What redeeming the code yields (the tokens of the sign-in). */
  value: T;
}

export type RedeemRefusal = 'invalid_grant' | 'invalid_client';

function s256(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Single-use, short-lived authorization codes bound to the client, the redirect URI and the PKCE
 * challenge (RFC 7636). A code is spent by the first attempt to redeem it, right or wrong, as
 * Cognito does: a second attempt with the right verifier is refused too.
 */
export function authorizationCodes<T>(clock: () => number = Date.now) {
  const grants = new Map<string, CodeGrant<T> & { expiresAt: number }>();

  function forgetExpired() {
    const now = clock();
    for (const [code, grant] of grants) if (grant.expiresAt <= now) grants.delete(code);
  }

  return {
    issue(grant: CodeGrant<T>): string {
      forgetExpired();
      const code = randomBytes(24).toString('base64url');
      grants.set(code, { ...grant, expiresAt: clock() + AUTHORIZATION_CODE_LIFETIME_MS });
      return code;
    },
    redeem(request: { code: string; clientId: string; redirectUri: string; codeVerifier: string }): { value: T } | { refusal: RedeemRefusal } {
      forgetExpired();
      const grant = grants.get(request.code);
      if (!grant) return { refusal: 'invalid_grant' };
      grants.delete(request.code);
      if (grant.clientId !== request.clientId) return { refusal: 'invalid_client' };
      if (grant.redirectUri !== request.redirectUri) return { refusal: 'invalid_grant' };
      if (!grant.idpInitiated && (!request.codeVerifier || !sameText(s256(request.codeVerifier), grant.codeChallenge))) return { refusal: 'invalid_grant' };
      return { value: grant.value };
    },
  };
}

export type AuthorizationCodes<T> = ReturnType<typeof authorizationCodes<T>>;
