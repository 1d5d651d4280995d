import { afterEach, describe, expect, it, vi } from 'vitest';

const STAND_IN = 'http://127.0.0.1:8000';

/** The module reads its configuration once, so each case loads it afresh under its own environment. */
async function clientConfigUnder(standInCallLimits: 'aws' | undefined) {
  vi.resetModules();
  vi.stubEnv('TABLE_NAME', 'portal-test');
  vi.stubEnv('STAND_IN_CALL_LIMITS', standInCallLimits);
  return (await import('../../../../functions/platform/aws-client-config')).boundedClientConfig;
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('boundedClientConfig', () => {
  it('gives a client of AWS itself 1 s to connect, 2.5 s to answer and two tries', async () => {
    // Prepare
    const boundedClientConfig = await clientConfigUnder(undefined);

    // Act
    const config = boundedClientConfig(undefined);

    // Assess
    expect(config).toMatchObject({
      maxAttempts: 2,
      retryMode: 'standard',
      requestHandler: { connectionTimeout: 1_000, requestTimeout: 2_500, throwOnRequestTimeout: true },
    });
    expect(config).not.toHaveProperty('endpoint');
  });

  it('gives a local stand-in 3 s to connect, 8 s to answer and three tries, for a busy laptop', async () => {
    // Prepare
    const boundedClientConfig = await clientConfigUnder(undefined);

    // Act
    const config = boundedClientConfig(STAND_IN);

    // Assess
    expect(config).toMatchObject({
      endpoint: STAND_IN,
      maxAttempts: 3,
      requestHandler: { connectionTimeout: 3_000, requestTimeout: 8_000, throwOnRequestTimeout: true },
    });
  });

  it("gives a stand-in AWS's limits when the twin asks for them", async () => {
    // Prepare
    const boundedClientConfig = await clientConfigUnder('aws');

    // Act
    const config = boundedClientConfig(STAND_IN);

    // Assess
    expect(config).toMatchObject({
      endpoint: STAND_IN,
      maxAttempts: 2,
      requestHandler: { connectionTimeout: 1_000, requestTimeout: 2_500 },
    });
  });
});
