import { secretsExtensionReader, type ExtensionEnvironment } from '../../platform/secrets-extension';
import type { SamlKeySource } from './port';

/** AWS: the key is a Secrets Manager secret (PEM), read through the Parameters and Secrets extension. */
export function secretsExtensionSamlKey(
  secretId: string,
  purpose: string,
  env: ExtensionEnvironment,
  fetchImpl: typeof fetch = fetch,
  clock: () => number = Date.now,
): SamlKeySource {
  return secretsExtensionReader(
    secretId,
    purpose,
    (value) => (value.includes('PRIVATE KEY-----') ? null : 'no PEM private key'),
    env,
    fetchImpl,
    clock,
  );
}

/** The mock school provider's key. */
export function secretsExtensionMockSamlKey(
  secretId: string,
  env: ExtensionEnvironment,
  fetchImpl: typeof fetch = fetch,
  clock: () => number = Date.now,
): SamlKeySource {
  return secretsExtensionSamlKey(secretId, 'mock SAML key', env, fetchImpl, clock);
}
