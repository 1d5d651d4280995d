import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../bin/seed/demo-accounts';
import { listOutbox, type OutboxMail } from '../../functions/adapters/mail/outbox';
import { passwordResets } from '../../functions/data/password-resets';
import { RESET_REQUEST_LIMIT, RESET_REQUEST_MIN_MS } from '../../functions/domain/password/password-reset';
import { authEndpoints } from '../../shared/api/endpoints/auth';
import { passwordEndpoints } from '../../shared/api/endpoints/password';
import {
  NO_USERNAME_PROVIDED,
  PASSWORD_RESET_DONE,
  PASSWORD_RESET_REQUESTED,
  RESET_LINK_INVALID,
  TOO_MANY_RESET_REQUESTS,
} from '../../shared/schemas/password';
import { PASSWORDS_DO_NOT_MATCH } from '../../shared/schemas/auth';
import { callEndpoint, detailsAt } from './support/call-endpoint';
import { useLocalTable } from './support/local-table';
import {
  portal,
  registration,
  signIn,
  signInTokens,
  uniqueEmail,
  VALID_PASSWORD,
  cognitoCall,
} from './support/portal-client';

const { requestPasswordReset, resetPassword } = passwordEndpoints;
const NEW_PASSWORD = 'Brand-new-secret-77!';

async function mailsTo(address: string): Promise<OutboxMail[]> {
  return (await listOutbox(portal().mailOutboxDir)).filter((mail) => mail.to === address);
}

/** The username and token of the newest reset link mailed to `address`. */
async function newestLink(address: string): Promise<{ username: string; token: string; url: string }> {
  const [mail] = await mailsTo(address);
  const url = mail?.text.match(/https?:\/\/\S+\/password\/reset\/\S+/)?.[0];
  if (!url) throw new Error(`No reset link was mailed to ${address}`);
  const [, username = '', token = ''] = new URL(url).pathname.match(/^\/password\/reset\/([^/]+)\/([^/]+)$/) ?? [];
  return { username: decodeURIComponent(username), token: decodeURIComponent(token), url };
}

/** A fresh personal account, so resetting its password disturbs no other test. */
async function freshAccount(): Promise<string> {
  const form = registration({ email: uniqueEmail('reset') });
  const created = await callEndpoint(authEndpoints.register, { body: form });
  expect(created.status).toBe(201);
  return form.email;
}

async function timed<T>(call: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const started = performance.now();
  const result = await call();
  return { result, ms: performance.now() - started };
}

describe('password reset request (POST /api/password/email)', () => {
  it('mails a link to the account, whose page address holds the username and a token', async () => {
    // Prepare
    const email = await freshAccount();

    // Act
    const answer = await callEndpoint(requestPasswordReset, { body: { username: email } });

    // Assess
    expect(answer.status).toBe(200);
    expect(answer.data.message).toBe(PASSWORD_RESET_REQUESTED);
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Reset your App Library password');
    const link = await newestLink(email);
    expect(link.url.startsWith(`${portal().url}/password/reset/`)).toBe(true);
    expect(link.username).toBe(email);
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('stores only a hash of the token, with an expiry and a TTL', async () => {
    // Prepare
    useLocalTable();
    const email = await freshAccount();

    // Act
    await callEndpoint(requestPasswordReset, { body: { username: email } });
    const { token } = await newestLink(email);
    const stored = await passwordResets.get({ username: email });

    // Assess
    expect(stored?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(stored?.ttl).toBe(Math.ceil(new Date(stored?.expiresAt ?? 0).getTime() / 1000));
  });

  it('answers an unknown username exactly as a known one, no sooner than the floor, and mails no one', async () => {
    // Prepare
    const known = await freshAccount();
    const unknown = uniqueEmail('nobody');

    // Act
    const knownAnswer = await timed(() => callEndpoint(requestPasswordReset, { body: { username: known } }));
    const unknownAnswer = await timed(() => callEndpoint(requestPasswordReset, { body: { username: unknown } }));

    // Assess
    expect(unknownAnswer.result.status).toBe(knownAnswer.result.status);
    expect(unknownAnswer.result.raw).toEqual(knownAnswer.result.raw);
    expect(unknownAnswer.ms).toBeGreaterThanOrEqual(RESET_REQUEST_MIN_MS - 5);
    expect(knownAnswer.ms).toBeGreaterThanOrEqual(RESET_REQUEST_MIN_MS - 5);
    expect(await mailsTo(unknown)).toEqual([]);
  });

  it.each([
    ['student', DEMO_ACCOUNTS.student.username],
    ['child', DEMO_ACCOUNTS.child.username],
  ])(
    'gives a %s username the same answer and mails nothing: their teacher or parent resets it',
    async (_kind, username) => {
      // Prepare
      const before = (await listOutbox(portal().mailOutboxDir)).length;

      // Act
      const answer = await callEndpoint(requestPasswordReset, { body: { username } });

      // Assess
      expect(answer.status).toBe(200);
      expect(answer.data.message).toBe(PASSWORD_RESET_REQUESTED);
      const after = await listOutbox(portal().mailOutboxDir);
      expect(after.filter((mail) => mail.text.includes(`/password/reset/${encodeURIComponent(username)}/`))).toEqual(
        [],
      );
      expect(after.length).toBeGreaterThanOrEqual(before);
    },
  );

  it.each([[{}], [{ username: '' }], [{ username: '   ' }], [{ username: null }]])(
    'answers %j with "No username provided"',
    async (body) => {
      const answer = await callEndpoint(requestPasswordReset, { invalidBody: body });

      expect(answer.status).toBe(422);
      expect(detailsAt(answer, 'username')).toEqual([NO_USERNAME_PROVIDED]);
    },
  );

  it(`refuses more than ${RESET_REQUEST_LIMIT.limit} requests an hour for one username, known or not`, async () => {
    // Prepare
    const known = await freshAccount();
    const unknown = uniqueEmail('nobody');
    // The limit counts in fixed windows (functions/data/rate-limits.ts): requests that straddle a
    // window's end would start counting again, so they start in a fresh stretch of one.
    const untilWindowEnds = RESET_REQUEST_LIMIT.windowMs - (Date.now() % RESET_REQUEST_LIMIT.windowMs);
    if (untilWindowEnds < 30_000) await new Promise((resolve) => setTimeout(resolve, untilWindowEnds + 1_000));

    // Act
    const answers = [];
    for (let attempt = 0; attempt <= RESET_REQUEST_LIMIT.limit; attempt += 1) {
      answers.push(await callEndpoint(requestPasswordReset, { body: { username: known } }));
      answers.push(await callEndpoint(requestPasswordReset, { body: { username: unknown } }));
    }

    // Assess
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.slice(0, -2).every((status) => status === 200)).toBe(true);
    expect(statuses.slice(-2)).toEqual([429, 429]);
    expect(answers.at(-1)?.raw).toEqual(answers.at(-2)?.raw);
    expect(detailsAt(answers.at(-1) ?? { errors: [] }, 'username')).toEqual([TOO_MANY_RESET_REQUESTS]);
    expect(await mailsTo(known)).toHaveLength(RESET_REQUEST_LIMIT.limit);
  }, 90_000);
});

describe('password reset (POST /api/password/reset)', () => {
  let email: string;

  // A fresh account per test: each stays far below the per-username limits.
  beforeEach(async () => {
    email = await freshAccount();
  });

  it('sets the new password, ends every session, and the old password no longer works', async () => {
    // Prepare
    const session = await signInTokens(email, VALID_PASSWORD);
    await callEndpoint(requestPasswordReset, { body: { username: email } });
    const { username, token } = await newestLink(email);

    // Act
    const answer = await callEndpoint(resetPassword, {
      body: { username, token, password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD },
    });

    // Assess
    expect(answer.status).toBe(200);
    expect(answer.data.message).toBe(PASSWORD_RESET_DONE);
    await expect(signIn(email, NEW_PASSWORD)).resolves.toEqual(expect.any(String));
    await expect(signIn(email, VALID_PASSWORD)).rejects.toThrow(/failed/);
    const refresh = await cognitoCall('InitiateAuth', {
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      ClientId: portal().userPoolClientId,
      AuthParameters: { REFRESH_TOKEN: session.RefreshToken },
    });
    expect(refresh.status).toBe(400);
  });

  it('refuses a used link with the link error and changes nothing', async () => {
    // Prepare
    await callEndpoint(requestPasswordReset, { body: { username: email } });
    const { username, token } = await newestLink(email);
    const first = await callEndpoint(resetPassword, {
      body: { username, token, password: VALID_PASSWORD, passwordConfirmation: VALID_PASSWORD },
    });

    // Act
    const second = await callEndpoint(resetPassword, {
      body: { username, token, password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD },
    });

    // Assess
    expect(first.status).toBe(200);
    expect(second.status).toBe(422);
    expect(detailsAt(second, 'token')).toEqual([RESET_LINK_INVALID]);
    await expect(signIn(email, VALID_PASSWORD)).resolves.toEqual(expect.any(String));
  });

  it('refuses an expired link, though DynamoDB Local still holds the item', async () => {
    // Prepare
    useLocalTable();
    await callEndpoint(requestPasswordReset, { body: { username: email } });
    const { username, token } = await newestLink(email);
    const past = new Date(Date.now() - 1000);
    await passwordResets.update(
      { username: email },
      { expiresAt: past.toISOString(), ttl: Math.ceil(past.getTime() / 1000) },
    );

    // Act
    const answer = await callEndpoint(resetPassword, {
      body: { username, token, password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD },
    });

    // Assess
    expect(answer.status).toBe(422);
    expect(detailsAt(answer, 'token')).toEqual([RESET_LINK_INVALID]);
    await expect(signIn(email, VALID_PASSWORD)).resolves.toEqual(expect.any(String));
  });

  it('refuses a wrong token, an older link after a newer request, and a token for another username', async () => {
    // Prepare
    const other = await freshAccount();
    await callEndpoint(requestPasswordReset, { body: { username: email } });
    const older = await newestLink(email);
    await callEndpoint(requestPasswordReset, { body: { username: email } });
    const newer = await newestLink(email);
    await callEndpoint(requestPasswordReset, { body: { username: other } });
    const body = (username: string, token: string) => ({
      username,
      token,
      password: NEW_PASSWORD,
      passwordConfirmation: NEW_PASSWORD,
    });

    // Act
    const wrong = await callEndpoint(resetPassword, { body: body(email, 'A'.repeat(43)) });
    const stale = await callEndpoint(resetPassword, { body: body(email, older.token) });
    const crossed = await callEndpoint(resetPassword, { body: body(other, newer.token) });
    const unknown = await callEndpoint(resetPassword, { body: body(uniqueEmail('nobody'), newer.token) });

    // Assess
    for (const answer of [wrong, stale, crossed, unknown]) {
      expect(answer.status).toBe(422);
      expect(detailsAt(answer, 'token')).toEqual([RESET_LINK_INVALID]);
    }
    expect(older.token).not.toBe(newer.token);
    await expect(signIn(email, VALID_PASSWORD)).resolves.toEqual(expect.any(String));
  });

  it('lists the password errors and keeps the link usable', async () => {
    // Prepare
    await callEndpoint(requestPasswordReset, { body: { username: email } });
    const { username, token } = await newestLink(email);

    // Act
    const weak = await callEndpoint(resetPassword, {
      body: { username, token, password: 'short', passwordConfirmation: 'short' },
    });
    const mismatch = await callEndpoint(resetPassword, {
      body: { username, token, password: NEW_PASSWORD, passwordConfirmation: `${NEW_PASSWORD}x` },
    });
    const empty = await callEndpoint(resetPassword, { invalidBody: { username, token } });
    const noToken = await callEndpoint(resetPassword, {
      invalidBody: { username, password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD },
    });
    const afterwards = await callEndpoint(resetPassword, {
      body: { username, token, password: VALID_PASSWORD, passwordConfirmation: VALID_PASSWORD },
    });

    // Assess
    expect(weak.status).toBe(422);
    expect(detailsAt(weak, 'password')).toEqual([
      'The password must be at least 14 characters.',
      'The password must contain at least one number.',
      'The password must contain at least one symbol.',
    ]);
    expect(detailsAt(mismatch, 'passwordConfirmation')).toEqual([PASSWORDS_DO_NOT_MATCH]);
    expect(detailsAt(empty, 'password')).toEqual(['Please enter a password.']);
    expect(detailsAt(empty, 'passwordConfirmation')).toEqual(['Please confirm your password.']);
    expect(detailsAt(noToken, 'token')).toEqual([RESET_LINK_INVALID]);
    expect(afterwards.status).toBe(200);
  });
});

describe('the local mailbox page (/_local/mail, the twin only)', () => {
  it('shows the outbox newest first, with the reset link as a link; other /_local/ paths are not found', async () => {
    // Prepare
    const first = await freshAccount();
    const second = await freshAccount();
    await callEndpoint(requestPasswordReset, { body: { username: first } });
    await callEndpoint(requestPasswordReset, { body: { username: second } });
    const link = await newestLink(second);

    // Act
    const page = await fetch(`${portal().url}/_local/mail`);
    const html = await page.text();
    const missing = await fetch(`${portal().url}/_local/nothing-here`);

    // Assess
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('content-security-policy')).toBeTruthy();
    expect(html).toContain(`<a href="${link.url}">`);
    expect(html.indexOf(`To: ${second}`)).toBeGreaterThan(-1);
    expect(html.indexOf(`To: ${second}`)).toBeLessThan(html.indexOf(`To: ${first}`));
    expect(missing.status).toBe(404);
  });
});
