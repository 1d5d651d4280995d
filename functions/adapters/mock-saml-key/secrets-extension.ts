import { secretsExtensionReader, type ExtensionEnvironment } from '../../platform/secrets-extension';
import type { MockSamlKeySource } from './port';

/** AWS: the key is a Secrets Manager secret (PEM), read through the Parameters and Secrets extension. */
export function secretsExtensionMockSamlKey(secretId: string, env: ExtensionEnvironment, fetchImpl: typeof fetch = fetch, clock: () => number = Date.now): MockSamlKeySource {
  return secretsExtensionReader(secretId, 'mock SAML key', (value) => (value.includes('PRIVATE KEY-----') ? null : 'no PEM private key'), env, fetchImpl, clock);
}
