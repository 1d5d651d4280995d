import { describe, expect, it, vi } from 'vitest';
import { secretsExtensionMockSamlKey } from '../../../../functions/adapters/saml-keys/secrets-extension';

const KEY = '-----BEGIN PRIVATE KEY-----\nabc\n-----END PRIVATE KEY-----\n';

describe('the mock SAML key from Secrets Manager, through the Parameters and Secrets extension', () => {
  it('asks the extension for exactly this secret with the session token, and keeps the answer a while', async () => {
    // Prepare
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ SecretString: KEY })));
    let now = 0;
    const source = secretsExtensionMockSamlKey(
      'portal/prod/mock saml',
      { sessionToken: 'token-1', port: undefined },
      fetchMock as unknown as typeof fetch,
      () => now,
    );

    // Act
    const first = await source();
    now += 60_000;
    const second = await source();

    // Assess
    expect(first).toBe(KEY);
    expect(second).toBe(KEY);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith(
      'http://localhost:2773/secretsmanager/get?secretId=portal%2Fprod%2Fmock%20saml',
      {
        headers: { 'X-Aws-Parameters-Secrets-Token': 'token-1' },
      },
    );
  });

  it('fails clearly when the secret holds no key or the extension refuses', async () => {
    const empty = secretsExtensionMockSamlKey(
      's',
      { sessionToken: 't', port: '9000' },
      (async () => new Response(JSON.stringify({ SecretString: 'nope' }))) as unknown as typeof fetch,
    );
    const refused = secretsExtensionMockSamlKey(
      's',
      { sessionToken: 't', port: '9000' },
      (async () => new Response('', { status: 403 })) as unknown as typeof fetch,
    );

    await expect(empty()).rejects.toThrow('The secret s holds no PEM private key');
    await expect(refused()).rejects.toThrow('answered 403');
  });
});
