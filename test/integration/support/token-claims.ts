/** A token's claims, unchecked (the tests inspect tokens the local pool has just issued). */
export function tokenClaims(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
}

/** The `sub` of an ID token. */
export const subjectOf = (idToken: string): string => String(tokenClaims(idToken)['sub']);
