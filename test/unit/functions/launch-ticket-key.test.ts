import { createHash } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { secretsExtensionLaunchTicketKey } from '../../../functions/adapters/launch-ticket-key/secrets-extension';

const SECRET = 'q'.repeat(64);

describe('the launch ticket key from Secrets Manager, through the Parameters and Secrets extension', () => {
  it("asks the extension for the app stack's secret with the session token and keys with its SHA-256", async () => {
    // Prepare
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ SecretString: SECRET })));
    const source = secretsExtensionLaunchTicketKey(
      'arn:aws:secretsmanager:ap-southeast-2:1:secret:LaunchTicketKey-abc',
      { sessionToken: 'token-1', port: undefined },
      fetchMock as unknown as typeof fetch,
      () => 0,
    );

    // Act
    const key = await source();
    await source();

    // Assess
    expect(key).toEqual(createHash('sha256').update(SECRET, 'utf8').digest());
    expect(key).toHaveLength(32);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith(
      'http://localhost:2773/secretsmanager/get?secretId=arn%3Aaws%3Asecretsmanager%3Aap-southeast-2%3A1%3Asecret%3ALaunchTicketKey-abc',
      { headers: { 'X-Aws-Parameters-Secrets-Token': 'token-1' } },
    );
  });

  it('refuses a secret too short to be a key', async () => {
    const short = secretsExtensionLaunchTicketKey(
      's',
      { sessionToken: 't', port: '9000' },
      (async () => new Response(JSON.stringify({ SecretString: 'short' }))) as unknown as typeof fetch,
    );

    await expect(short()).rejects.toThrow('The secret s holds fewer than 32 characters');
  });
});
