const DEFAULT_EXTENSION_PORT = '2773';
const CACHE_MS = 5 * 60 * 1000;

export interface ExtensionEnvironment {
  sessionToken: string | undefined;
  port: string | undefined;
}

/** The Lambda's own environment for the extension. */
export function lambdaExtensionEnvironment(): ExtensionEnvironment {
  return {
    sessionToken: process.env['AWS_SESSION_TOKEN'],
    port: process.env['PARAMETERS_SECRETS_EXTENSION_HTTP_PORT'],
  };
}

/**
 * A Secrets Manager secret's string, read through the AWS Parameters and Secrets Lambda extension
 * (a layer on the function, which caches it), so functions need no Secrets Manager SDK. The
 * function's role may read only the secrets its route names. `check` says what is wrong with a
 * value that is not what the caller expects, or null.
 */
export function secretsExtensionReader(
  secretId: string,
  purpose: string,
  check: (value: string) => string | null,
  env: ExtensionEnvironment,
  fetchImpl: typeof fetch = fetch,
  clock: () => number = Date.now,
): () => Promise<string> {
  let cached: { value: string; until: number } | undefined;
  return async () => {
    if (cached && cached.until > clock()) return cached.value;
    if (!env.sessionToken)
      throw new Error(
        `The ${purpose} is read through the Parameters and Secrets extension, which needs AWS_SESSION_TOKEN`,
      );
    const url = `http://localhost:${env.port ?? DEFAULT_EXTENSION_PORT}/secretsmanager/get?secretId=${encodeURIComponent(secretId)}`;
    const response = await fetchImpl(url, { headers: { 'X-Aws-Parameters-Secrets-Token': env.sessionToken } });
    if (!response.ok)
      throw new Error(`The Parameters and Secrets extension answered ${response.status} for the ${purpose}`);
    const { SecretString } = (await response.json()) as { SecretString?: string };
    const problem = SecretString === undefined ? 'no string' : check(SecretString);
    if (problem !== null || SecretString === undefined)
      throw new Error(`The secret ${secretId} holds ${problem ?? 'no string'}`);
    cached = { value: SecretString, until: clock() + CACHE_MS };
    return SecretString;
  };
}
