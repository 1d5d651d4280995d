import { createHash } from 'node:crypto';
import { secretsExtensionReader, type ExtensionEnvironment } from '../../platform/secrets-extension';
import type { LaunchTicketKeySource } from './port';

/** A generated secret of 64 letters and digits is about 380 bits; fewer than 32 characters is not a key. */
const SHORTEST_SECRET = 32;

/**
 * AWS: the key is the SHA-256 of a generated Secrets Manager secret (the app stack's
 * LaunchTicketKey), read through the Parameters and Secrets extension, which caches it.
 */
export function secretsExtensionLaunchTicketKey(
  secretId: string,
  env: ExtensionEnvironment,
  fetchImpl: typeof fetch = fetch,
  clock: () => number = Date.now,
): LaunchTicketKeySource {
  return secretsExtensionSha256Key(secretId, 'launch ticket key', env, fetchImpl, clock);
}

/** A 256-bit key as the SHA-256 of a generated secret of at least 32 characters, read through the extension. */
export function secretsExtensionSha256Key(
  secretId: string,
  purpose: string,
  env: ExtensionEnvironment,
  fetchImpl: typeof fetch = fetch,
  clock: () => number = Date.now,
): () => Promise<Buffer> {
  const read = secretsExtensionReader(
    secretId,
    purpose,
    (value) => (value.length >= SHORTEST_SECRET ? null : `fewer than ${SHORTEST_SECRET} characters`),
    env,
    fetchImpl,
    clock,
  );
  return async () =>
    createHash('sha256')
      .update(await read(), 'utf8')
      .digest();
}
