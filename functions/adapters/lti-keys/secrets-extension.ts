import { secretsExtensionReader, type ExtensionEnvironment } from '../../platform/secrets-extension';
import { keySetProblem, readKeySet } from './key-set';
import type { LtiKeySource } from './port';

/** AWS: the key set is a Secrets Manager secret (JSON `{ "keys": [...] }`), read through the Parameters and Secrets extension. */
export function secretsExtensionLtiKeys(
  secretId: string,
  env: ExtensionEnvironment,
  fetchImpl: typeof fetch = fetch,
  clock: () => number = Date.now,
): LtiKeySource {
  const read = secretsExtensionReader(secretId, 'LTI platform keys', keySetProblem, env, fetchImpl, clock);
  return async () => readKeySet(await read(), 'the LTI key secret');
}
