import { generateKeyPairSync, randomUUID } from 'node:crypto';
import type { LtiPrivateJwk } from './port';

/** Why a key set (the secret's or the file's JSON) cannot be used; null when it can. */
export function keySetProblem(text: string): string | null {
  try {
    const parsed = JSON.parse(text) as { keys?: unknown };
    if (!Array.isArray(parsed.keys) || parsed.keys.length === 0) return 'no "keys" list';
    for (const key of parsed.keys as Record<string, unknown>[])
      if (key['kty'] !== 'RSA' || typeof key['kid'] !== 'string' || typeof key['d'] !== 'string')
        return 'a key that is not an RSA private JWK with a kid';
    return null;
  } catch {
    return 'not JSON';
  }
}

export function readKeySet(text: string, where: string): readonly LtiPrivateJwk[] {
  const problem = keySetProblem(text);
  if (problem) throw new Error(`The LTI platform keys in ${where} are unusable: ${problem}`);
  return (JSON.parse(text) as { keys: LtiPrivateJwk[] }).keys;
}

/** A new RS256 key (RSA 2048) as a private JWK with a kid of its own: how a key set gains its next key. */
export function newLtiPrivateJwk(): LtiPrivateJwk {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = privateKey.export({ format: 'jwk' }) as LtiPrivateJwk;
  return { ...jwk, kid: randomUUID(), alg: 'RS256', use: 'sig' };
}
