/**
 * The platform's LTI signing keys (RS256 private JWKs, each with its `kid`): the first signs the
 * id_tokens, all are published in the platform JWKS, so a key being brought in or retired is
 * published beside the one that signs (docs/operations.md 'Rotating the LTI platform key').
 * A secret in AWS, a file in the twin.
 */
export interface LtiPrivateJwk {
  kty: 'RSA';
  kid: string;
  n: string;
  e: string;
  d: string;
  [member: string]: unknown;
}

export type LtiKeySource = () => Promise<readonly LtiPrivateJwk[]>;
