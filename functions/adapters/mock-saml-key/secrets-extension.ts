import type { MockSamlKeySource } from './port';

const DEFAULT_EXTENSION_PORT = '2773';
const CACHE_MS = 5 * 60 * 1000;

/**
 * AWS: the key is a Secrets Manager secret, read through the AWS Parameters and Secrets Lambda
 * extension (a layer on the function, which caches it), so the function needs no Secrets Manager
 * SDK. The function's role may read only this secret.
 */
export function secretsExtensionMockSamlKey(
  secretId: string,
  env: { sessionToken: string | undefined; port: string | undefined },
  fetchImpl: typeof fetch = fetch,
  clock: () => number = Date.now,
): MockSamlKeySource {
  let cached: { key: string; until: number } | undefined;
  return async () => {
    if (cached && cached.until > clock()) return cached.key;
    if (!env.sessionToken) throw new Error('The mock SAML key is read through the Parameters and Secrets extension, which needs AWS_SESSION_TOKEN');
    const url = `http://localhost:${env.port ?? DEFAULT_EXTENSION_PORT}/secretsmanager/get?secretId=${encodeURIComponent(secretId)}`;
    const response = await fetchImpl(url, { headers: { 'X-Aws-Parameters-Secrets-Token': env.sessionToken } });
    if (!response.ok) throw new Error(`The Parameters and Secrets extension answered ${response.status} for the mock SAML key`);
    const { SecretString } = (await response.json()) as { SecretString?: string };
    if (!SecretString?.includes('PRIVATE KEY-----')) throw new Error(`The secret ${secretId} holds no PEM private key`);
    cached = { key: SecretString, until: clock() + CACHE_MS };
    return SecretString;
  };
}
