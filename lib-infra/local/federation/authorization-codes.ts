import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** Cognito's authorization codes are valid for 5 minutes. */
export const AUTHORIZATION_CODE_LIFETIME_MS = 5 * 60 * 1000;

/**
 * What a code was issued for: the client, the redirect URI and the PKCE challenge it must be
 * redeemed with, or, for a sign-in the identity provider started (a SAML response posted to the
 * assertion consumer with no authorize request before it), no challenge: such a code is redeemed
 * without a code_verifier, and only such a code is.
 */
export type CodeGrant<T> = {
  clientId: string;
  redirectUri: string;
  /** What redeeming the code yields (the tokens of the sign-in). */
  value: T;
} & (
  | {
      idpInitiated?: false;
      /** S256 challenge: base64url(SHA-256(code_verifier)). */
      codeChallenge: string;
    }
  | { idpInitiated: true }
);

interface IssuedGrant<T> {
  clientId: string;
  redirectUri: string;
  /** null for an IdP-initiated code. */
  codeChallenge: string | null;
  value: T;
  expiresAt: number;
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
 * challenge (RFC 7636); a code without a verifier is accepted only when it was issued with
 * `idpInitiated: true`. A code is spent by the first attempt to redeem it, right or wrong, as
 * Cognito does: a second attempt with the right verifier is refused too.
 */
export function authorizationCodes<T>(clock: () => number = Date.now) {
  const grants = new Map<string, IssuedGrant<T>>();

  function forgetExpired() {
    const now = clock();
    for (const [code, grant] of grants) if (grant.expiresAt <= now) grants.delete(code);
  }

  return {
    issue(grant: CodeGrant<T>): string {
      forgetExpired();
      const code = randomBytes(24).toString('base64url');
      grants.set(code, {
        clientId: grant.clientId,
        redirectUri: grant.redirectUri,
        codeChallenge: grant.idpInitiated ? null : grant.codeChallenge,
        value: grant.value,
        expiresAt: clock() + AUTHORIZATION_CODE_LIFETIME_MS,
      });
      return code;
    },
    redeem(request: {
      code: string;
      clientId: string;
      redirectUri: string;
      codeVerifier: string;
    }): { value: T } | { refusal: RedeemRefusal } {
      forgetExpired();
      const grant = grants.get(request.code);
      if (!grant) return { refusal: 'invalid_grant' };
      grants.delete(request.code);
      if (grant.clientId !== request.clientId) return { refusal: 'invalid_client' };
      if (grant.redirectUri !== request.redirectUri) return { refusal: 'invalid_grant' };
      // An IdP-initiated code had no authorize request, so no challenge to prove.
      if (
        grant.codeChallenge !== null &&
        (!request.codeVerifier || !sameText(s256(request.codeVerifier), grant.codeChallenge))
      ) {
        return { refusal: 'invalid_grant' };
      }
      return { value: grant.value };
    },
  };
}

export type AuthorizationCodes<T> = ReturnType<typeof authorizationCodes<T>>;
