import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  CLIENT_ASSERTION_DESCRIPTIONS,
  verifyClientAssertion,
  type ClientAssertionDeps,
} from '../../../../functions/domain/lti-nrps/client-assertion';
import { OAuthError } from '../../../../functions/domain/oneroster/auth/token-endpoint';
import { JWT_BEARER_ASSERTION_TYPE } from '../../../../shared/schemas/lti-nrps';
import type { LtiTool } from '../../../../shared/schemas/lti';

const TOKEN_ENDPOINT = 'https://portal.example/oauth/token';
const NOW = new Date('2026-12-06T10:00:00.000Z');
const SECONDS = Math.floor(NOW.getTime() / 1000);

let toolKey: CryptoKey;
let otherKey: CryptoKey;
let tool: LtiTool;

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  toolKey = pair.privateKey;
  otherKey = (await generateKeyPair('RS256')).privateKey;
  const jwk = await exportJWK(pair.publicKey);
  tool = {
    clientId: 'tool-1',
    loginUrl: 'https://tool.example/login',
    redirectUris: ['https://tool.example/launch'],
    targetLinkUri: null,
    jwksUrl: null,
    publicJwk: { kty: 'RSA', n: String(jwk.n), e: String(jwk.e) },
    customParameters: {},
    attributes: ['firstName', 'lastInitial', 'role'],
    deployments: [{ deploymentId: 'd-1', schoolId: null }],
  };
});

/** The fakes of the table: the one tool, and the jtis used so far. */
function deps(used = new Set<string>()): ClientAssertionDeps {
  return {
    tokenEndpoint: TOKEN_ENDPOINT,
    findTool: (clientId) => Promise.resolve(clientId === tool.clientId ? { serviceId: 'service-1', tool } : null),
    useJti: (clientId, jti) => {
      const key = `${clientId}#${jti}`;
      const fresh = !used.has(key);
      used.add(key);
      return Promise.resolve(fresh);
    },
  };
}

async function assertion(
  changes: { iss?: string; sub?: string; aud?: string; exp?: number; iat?: number; jti?: string | null } = {},
  key: CryptoKey = toolKey,
): Promise<string> {
  const jti = changes.jti === undefined ? 'jti-1' : changes.jti;
  const jwt = new SignJWT(jti === null ? {} : { jti })
    .setProtectedHeader({ alg: 'RS256' })
    .setIssuer(changes.iss ?? 'tool-1')
    .setSubject(changes.sub ?? 'tool-1')
    .setAudience(changes.aud ?? TOKEN_ENDPOINT)
    .setIssuedAt(changes.iat ?? SECONDS)
    .setExpirationTime(changes.exp ?? SECONDS + 300);
  return jwt.sign(key);
}

function form(clientAssertion: string, extra: Record<string, string> = {}): URLSearchParams {
  return new URLSearchParams({
    grant_type: 'client_credentials',
    client_assertion_type: JWT_BEARER_ASSERTION_TYPE,
    client_assertion: clientAssertion,
    ...extra,
  });
}

async function refusal(promise: Promise<unknown>): Promise<{ code: string; description: string }> {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(OAuthError);
  const { code, description } = error as OAuthError;
  return { code, description };
}

describe('verifyClientAssertion (RFC 7523, Security Framework §4.1.1)', () => {
  it('authenticates the tool whose registered key signed an assertion naming it, for the token endpoint', async () => {
    // Act
    const client = await verifyClientAssertion(form(await assertion()), NOW, deps());
    // Assess
    expect(client).toMatchObject({ clientId: 'tool-1', serviceId: 'service-1' });
  });

  it('refuses a replayed assertion: its jti is used once', async () => {
    // Prepare
    const used = new Set<string>();
    const signed = await assertion();
    await verifyClientAssertion(form(signed), NOW, deps(used));
    // Act, Assess
    expect(await refusal(verifyClientAssertion(form(signed), NOW, deps(used)))).toEqual({
      code: 'invalid_client',
      description: CLIENT_ASSERTION_DESCRIPTIONS.replayed,
    });
  });

  it.each([
    ['an unknown tool', () => assertion({ iss: 'tool-9', sub: 'tool-9' }), CLIENT_ASSERTION_DESCRIPTIONS.unknownTool],
    ['a key that is not the tool’s', () => assertion({}, otherKey), CLIENT_ASSERTION_DESCRIPTIONS.badSignature],
    [
      'an expired assertion',
      () => assertion({ iat: SECONDS - 900, exp: SECONDS - 600 }),
      CLIENT_ASSERTION_DESCRIPTIONS.expired,
    ],
    [
      'one valid for more than an hour',
      () => assertion({ exp: SECONDS + 7200 }),
      CLIENT_ASSERTION_DESCRIPTIONS.tooLong,
    ],
    ['not a JWT', () => Promise.resolve('not-a-jwt'), CLIENT_ASSERTION_DESCRIPTIONS.notJwt],
  ])('refuses %s as invalid_client', async (_what, make, description) => {
    // Act, Assess
    expect(await refusal(verifyClientAssertion(form(await make()), NOW, deps()))).toEqual({
      code: 'invalid_client',
      description,
    });
  });

  it.each([
    ['another audience', { aud: 'https://elsewhere.example/token' }, 'aud'],
    ['an issuer other than the client', { iss: 'someone-else' }, 'iss'],
    ['no jti', { jti: null }, 'jti'],
  ])('refuses %s as invalid_client, naming the claim', async (_what, changes, claim) => {
    // Act
    const { code, description } = await refusal(verifyClientAssertion(form(await assertion(changes)), NOW, deps()));
    // Assess
    expect(code).toBe('invalid_client');
    expect(description).toContain(claim);
  });

  it('refuses a client_id that is not the assertion’s sub, and another assertion type', async () => {
    // Prepare
    const signed = await assertion();
    // Act, Assess
    expect((await refusal(verifyClientAssertion(form(signed, { client_id: 'tool-2' }), NOW, deps()))).code).toBe(
      'invalid_client',
    );
    expect(
      await refusal(verifyClientAssertion(form(signed, { client_assertion_type: 'urn:other' }), NOW, deps())),
    ).toEqual({ code: 'invalid_request', description: CLIENT_ASSERTION_DESCRIPTIONS.wrongType });
  });
});
