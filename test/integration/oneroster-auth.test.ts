import { beforeAll, describe, expect, inject, it } from 'vitest';
import { onerosterAuthEndpoints } from '../../shared/api/endpoints/oneroster-auth';
import { API_CREDENTIAL_MESSAGES, ROSTER_SCOPES, type RosterScope } from '../../shared/schemas/api-credentials';
import {
  authorizeRosterRequest,
  ROSTER_CLIENT_RATE_LIMIT,
  RosterAuthError,
} from '../../functions/domain/oneroster/auth/roster-client';
import { countAttempt } from '../../functions/data/rate-limits';
import { DEMO_SERVICES } from '../../bin/seed/services';
import { DEMO_API_APP, DEMO_API_SECRET, demoClientId } from '../../bin/seed/api-credentials';
import { DEMO_SCHOOL_ID } from '../../bin/seed/demo-profiles';
import { callEndpoint, detailsAt } from './support/call-endpoint';
import { useLocalTable } from './support/local-table';
import { portal } from './support/portal-client';
import { auditOf } from './support/audit';
import { imsxOf, readRoster } from './support/oneroster';
import { inOneWindow } from './support/rate-windows';

const { requestToken, listApiCredentials, issueApiCredential, rotateApiSecret, revokeApiCredential } =
  onerosterAuthEndpoints;
const [CORE, ROSTER, DEMOGRAPHICS] = ROSTER_SCOPES;

const app = DEMO_SERVICES.find((service) => service.identifier === DEMO_API_APP);
if (!app) throw new Error(`The demo library has no ${DEMO_API_APP}`);
const serviceId = app.id;

interface TokenCall {
  clientId?: string;
  secret?: string;
  authorization?: string;
  form?: string;
  contentType?: string;
}

/** A token request as an OAuth client library sends it: HTTP Basic and a form body. */
async function askForToken(call: TokenCall = {}) {
  const headers: Record<string, string> = { 'content-type': call.contentType ?? 'application/x-www-form-urlencoded' };
  const authorization =
    call.authorization ??
    (call.clientId === undefined
      ? undefined
      : `Basic ${Buffer.from(`${call.clientId}:${call.secret ?? ''}`).toString('base64')}`);
  if (authorization) headers['authorization'] = authorization;
  const response = await fetch(`${portal().url}${requestToken.path}`, {
    method: 'POST',
    headers,
    body: call.form ?? 'grant_type=client_credentials',
  });
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as Record<string, unknown>,
  };
}

async function tokenFor(clientId: string, secret: string, scope?: string): Promise<string> {
  const answer = await askForToken({
    clientId,
    secret,
    form: `grant_type=client_credentials${scope ? `&scope=${encodeURIComponent(scope)}` : ''}`,
  });
  expect(answer.status).toBe(200);
  return String(answer.body['access_token']);
}

async function issue(scopes: RosterScope[] = [CORE, ROSTER]) {
  const answer = await callEndpoint(issueApiCredential, { params: { serviceId }, body: { scopes }, as: 'staff' });
  expect(answer.status).toBe(201);
  return answer.data;
}

/** The refusal authorizeRosterRequest throws, or null when it admits the request. */
async function refusalOf(authorization: string | undefined, scope: RosterScope, now = new Date()) {
  try {
    await authorizeRosterRequest(authorization, scope, now);
    return null;
  } catch (error) {
    if (error instanceof RosterAuthError) return error;
    throw error;
  }
}

/** Counts a client's current window up to its limit in one atomic ADD (the limit's requests one by one would take long). */
async function usedUp(clientId: string): Promise<void> {
  await countAttempt(
    { ...ROSTER_CLIENT_RATE_LIMIT, limit: Infinity },
    clientId,
    new Date(),
    ROSTER_CLIENT_RATE_LIMIT.limit,
  );
}

beforeAll(() => {
  useLocalTable();
});

describe('the token endpoint (RFC 6749 client credentials)', () => {
  it('answers an access token for all granted scopes, never to be cached', async () => {
    // Prepare
    const { credential, clientSecret } = await issue();

    // Act
    const answer = await askForToken({ clientId: credential.clientId, secret: clientSecret });

    // Assess
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.body).toMatchObject({ token_type: 'Bearer', expires_in: 3600, scope: `${CORE} ${ROSTER}` });
    expect(requestToken.response.safeParse(answer.body).success).toBe(true);
  });

  it('answers the demo apps with their seeded secret, as npm start prints it', async () => {
    // Act
    const answer = await askForToken({ clientId: demoClientId(DEMO_API_APP), secret: DEMO_API_SECRET });

    // Assess
    expect(answer.status).toBe(200);
    expect(answer.body['scope']).toBe(ROSTER_SCOPES.join(' '));
  });

  it('gives only the scopes asked for, when they are granted', async () => {
    // Prepare
    const { credential, clientSecret } = await issue();

    // Act
    const answer = await askForToken({
      clientId: credential.clientId,
      secret: clientSecret,
      form: `grant_type=client_credentials&scope=${encodeURIComponent(CORE)}`,
    });

    // Assess
    expect(answer.status).toBe(200);
    expect(answer.body['scope']).toBe(CORE);
  });

  it('refuses a client without credentials, a wrong secret or an unknown client with invalid_client 401', async () => {
    // Prepare
    const { credential } = await issue();

    // Act
    const answers = await Promise.all([
      askForToken(),
      askForToken({ clientId: credential.clientId, secret: 'not-the-secret' }),
      askForToken({ clientId: 'no-such-client', secret: 'whatever' }),
      askForToken({ authorization: 'Basic !!!' }),
    ]);

    // Assess
    for (const answer of answers) {
      expect(answer.status).toBe(401);
      expect(answer.body['error']).toBe('invalid_client');
      expect(answer.headers.get('www-authenticate')).toMatch(/^Basic /);
      expect(answer.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('refuses a request without grant_type, or with a parameter twice, with invalid_request', async () => {
    // Prepare
    const { credential, clientSecret } = await issue();
    const client = { clientId: credential.clientId, secret: clientSecret };

    // Act
    const missing = await askForToken({ ...client, form: 'scope=x' });
    const twice = await askForToken({ ...client, form: 'grant_type=client_credentials&grant_type=client_credentials' });

    // Assess
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ error: 'invalid_request' });
    expect(missing.body['error_description']).toContain('grant_type');
    expect(twice.status).toBe(400);
    expect(twice.body).toMatchObject({ error: 'invalid_request' });
  });

  it('refuses another grant type with unsupported_grant_type', async () => {
    // Prepare
    const { credential, clientSecret } = await issue();

    // Act
    const answer = await askForToken({
      clientId: credential.clientId,
      secret: clientSecret,
      form: 'grant_type=password&username=a&password=b',
    });

    // Assess
    expect(answer.status).toBe(400);
    expect(answer.body['error']).toBe('unsupported_grant_type');
  });

  it('refuses a scope not granted, or none that exists, with invalid_scope', async () => {
    // Prepare
    const { credential, clientSecret } = await issue([CORE]);
    const client = { clientId: credential.clientId, secret: clientSecret };

    // Act
    const notGranted = await askForToken({
      ...client,
      form: `grant_type=client_credentials&scope=${encodeURIComponent(`${CORE} ${DEMOGRAPHICS}`)}`,
    });
    const unknown = await askForToken({ ...client, form: 'grant_type=client_credentials&scope=everything' });

    // Assess
    expect(notGranted.status).toBe(400);
    expect(notGranted.body).toMatchObject({ error: 'invalid_scope' });
    expect(notGranted.body['error_description']).toContain(DEMOGRAPHICS);
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ error: 'invalid_scope' });
  });

  it('refuses a body that is not a form, as the API refuses any body of another type', async () => {
    // Act
    const answer = await askForToken({ clientId: 'x', secret: 'y', contentType: 'application/json', form: '{}' });

    // Assess
    expect(answer.status).toBe(415);
  });
});

describe('authorizeRosterRequest', () => {
  it('admits a token for its scopes, roster.readonly also for the core endpoints', async () => {
    // Prepare
    const { credential, clientSecret } = await issue([ROSTER]);
    const token = await tokenFor(credential.clientId, clientSecret);

    // Act
    const client = await authorizeRosterRequest(`Bearer ${token}`, CORE, new Date());

    // Assess
    expect(client).toEqual({ clientId: credential.clientId, serviceId, scopes: [ROSTER] });
  });

  it('answers 401 without a token, with a bad one or an expired one', async () => {
    // Prepare
    const { credential, clientSecret } = await issue();
    const token = await tokenFor(credential.clientId, clientSecret);
    const later = new Date(Date.now() + 2 * 60 * 60 * 1000);

    // Act
    const refusals = await Promise.all([
      refusalOf(undefined, CORE),
      refusalOf('Bearer not.a.token', CORE),
      refusalOf(`Bearer ${token.slice(0, -2)}xx`, CORE),
      refusalOf(`Bearer ${token}`, CORE, later),
    ]);

    // Assess
    for (const refusal of refusals) expect(refusal).toMatchObject({ status: 401, codeMinor: 'unauthorisedrequest' });
  });

  it('answers 403 for a scope the token does not carry', async () => {
    // Prepare
    const { credential, clientSecret } = await issue([CORE, DEMOGRAPHICS]);
    const token = await tokenFor(credential.clientId, clientSecret, CORE);

    // Act
    const refusal = await refusalOf(`Bearer ${token}`, DEMOGRAPHICS);

    // Assess
    expect(refusal).toMatchObject({ status: 403, codeMinor: 'forbidden' });
    expect(refusal?.description).toContain(DEMOGRAPHICS);
  });

  it('answers 429 with the seconds to wait once the client has used its minute', async () => {
    // Prepare
    const { credential, clientSecret } = await issue();
    const token = await tokenFor(credential.clientId, clientSecret);
    await inOneWindow(ROSTER_CLIENT_RATE_LIMIT.windowMs, 5_000);
    await usedUp(credential.clientId);

    // Act
    const refusal = await refusalOf(`Bearer ${token}`, CORE);

    // Assess
    expect(refusal).toMatchObject({ status: 429, codeMinor: 'server_busy' });
    expect(refusal?.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(refusal?.retryAfterSeconds).toBeLessThanOrEqual(60);
  });
});

describe("the console's API credentials", () => {
  it('issues credentials with the secret shown once, lists them without it, and audits it', async () => {
    // Act
    const { credential, clientSecret } = await issue([CORE]);
    const list = await callEndpoint(listApiCredentials, { params: { serviceId }, as: 'staff' });

    // Assess
    expect(clientSecret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(credential).toMatchObject({ serviceId, scopes: [CORE], revokedAt: null, createdBy: 'staff@demo.example' });
    expect(list.data.credentials.find((listed) => listed.clientId === credential.clientId)).toEqual(credential);
    expect(JSON.stringify(list.raw)).not.toContain(clientSecret);
    expect(JSON.stringify(list.raw)).not.toMatch(/secretHash|tokenKey/);
    const audit = await auditOf(inject('demo').userIds.staff, 'app.credentials.issue');
    expect(audit.some((event) => event.detail['clientId'] === credential.clientId)).toBe(true);
  });

  it('refuses no scope, an unknown scope and an unknown app', async () => {
    // Act
    const none = await callEndpoint(issueApiCredential, { params: { serviceId }, body: { scopes: [] }, as: 'staff' });
    const unknown = await callEndpoint(issueApiCredential, {
      params: { serviceId },
      invalidBody: { scopes: ['everything'] },
      as: 'staff',
    });
    const noApp = await callEndpoint(issueApiCredential, {
      params: { serviceId: 'no-such-app' },
      body: { scopes: [CORE] },
      as: 'staff',
    });
    const noAppList = await callEndpoint(listApiCredentials, { params: { serviceId: 'no-such-app' }, as: 'staff' });

    // Assess
    expect(none.status).toBe(422);
    expect(detailsAt(none, 'scopes')).toEqual([API_CREDENTIAL_MESSAGES.noScope]);
    expect(unknown.status).toBe(422);
    expect(unknown.errors.map((error) => error.detail)).toContain(API_CREDENTIAL_MESSAGES.unknownScope);
    expect(noApp.status).toBe(404);
    expect(noApp.errors[0]?.detail).toBe(API_CREDENTIAL_MESSAGES.appNotFound);
    expect(noAppList.status).toBe(404);
  });

  it('rotates a secret: the old secret and its tokens stop at once, the new one works', async () => {
    // Prepare
    const { credential, clientSecret } = await issue();
    const oldToken = await tokenFor(credential.clientId, clientSecret);
    // A warm function has learned the client's app and reads its sharing beside the credential.
    expect((await readRoster('/schools', oldToken)).status).toBe(200);

    // Act
    const rotated = await callEndpoint(rotateApiSecret, {
      params: { serviceId, clientId: credential.clientId },
      as: 'staff',
    });

    // Assess
    expect(rotated.status).toBe(200);
    const { clientSecret: newSecret, credential: after } = rotated.data;
    expect(newSecret).not.toBe(clientSecret);
    expect(after.rotatedBy).toBe('staff@demo.example');
    expect(await refusalOf(`Bearer ${oldToken}`, CORE)).toMatchObject({ status: 401 });
    expect((await readRoster('/schools', oldToken)).status).toBe(401);
    expect((await askForToken({ clientId: credential.clientId, secret: clientSecret })).status).toBe(401);
    const newToken = await tokenFor(credential.clientId, newSecret);
    expect(await refusalOf(`Bearer ${newToken}`, CORE)).toBeNull();
    expect((await readRoster('/schools', newToken)).status).toBe(200);
    const audit = await auditOf(inject('demo').userIds.staff, 'app.credentials.rotate');
    expect(audit.some((event) => event.detail['clientId'] === credential.clientId)).toBe(true);
  });

  it('revokes credentials: the secret and every token stop at once, and a second revoke or a rotate is refused', async () => {
    // Prepare
    const { credential, clientSecret } = await issue();
    const token = await tokenFor(credential.clientId, clientSecret);
    const params = { serviceId, clientId: credential.clientId };
    expect((await readRoster(`/schools/${DEMO_SCHOOL_ID}/classes`, token)).status).toBe(200);

    // Act
    const revoked = await callEndpoint(revokeApiCredential, { params, as: 'staff' });

    // Assess
    expect(revoked.status).toBe(200);
    expect(revoked.data.revokedBy).toBe('staff@demo.example');
    expect(await refusalOf(`Bearer ${token}`, CORE)).toMatchObject({ status: 401, codeMinor: 'unauthorisedrequest' });
    const afterRevoke = await readRoster(`/schools/${DEMO_SCHOOL_ID}/classes`, token);
    expect(imsxOf(afterRevoke)).toMatchObject({ status: 401, codeMinor: 'unauthorisedrequest' });
    expect((await askForToken({ clientId: credential.clientId, secret: clientSecret })).status).toBe(401);
    const again = await callEndpoint(revokeApiCredential, { params, as: 'staff' });
    const rotate = await callEndpoint(rotateApiSecret, { params, as: 'staff' });
    expect(again.status).toBe(409);
    expect(again.errors[0]?.detail).toBe(API_CREDENTIAL_MESSAGES.revoked);
    expect(rotate.status).toBe(409);
    const audit = await auditOf(inject('demo').userIds.staff, 'app.credentials.revoke');
    expect(audit.some((event) => event.detail['clientId'] === credential.clientId)).toBe(true);
  });

  it("answers 404 for another app's credentials or an unknown client id", async () => {
    // Prepare
    const { credential } = await issue();
    const other = DEMO_SERVICES.find((service) => service.id !== serviceId);

    // Act
    const wrongApp = await callEndpoint(revokeApiCredential, {
      params: { serviceId: other?.id ?? 'x', clientId: credential.clientId },
      as: 'staff',
    });
    const unknown = await callEndpoint(rotateApiSecret, { params: { serviceId, clientId: 'no-such' }, as: 'staff' });

    // Assess
    expect(wrongApp.status).toBe(404);
    expect(wrongApp.errors[0]?.detail).toBe(API_CREDENTIAL_MESSAGES.notFound);
    expect(unknown.status).toBe(404);
  });

  it('refuses staff without app.integration.manage and anyone who is not staff', async () => {
    // Act
    const answers = await Promise.all(
      (['supportStaff', 'teacher', 'schoolAdmin'] as const).flatMap((as) => [
        callEndpoint(listApiCredentials, { params: { serviceId }, as }),
        callEndpoint(issueApiCredential, { params: { serviceId }, body: { scopes: [CORE] }, as }),
      ]),
    );

    // Assess
    for (const answer of answers) expect(answer.status).toBe(403);
  });
});
