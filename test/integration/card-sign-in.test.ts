import { randomUUID } from 'node:crypto';
import type { VerifyAuthChallengeResponseTriggerEvent } from 'aws-lambda';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CLASS } from '../../bin/seed/demo-profiles';
import { DEMO_PASSWORD } from '../../bin/seed/demo-accounts';
import { issueLoginCards, voidLoginCards } from '../../functions/data/login-cards';
import { loadSessionUser } from '../../functions/data/users';
import { LOGIN_CARD_FAILURES } from '../../functions/domain/session/login-card-sign-in';
import { verifyLoginCardAnswer } from '../../functions/triggers/verify-auth-challenge';
import { useLocalTable } from './support/local-table';
import { cognitoCall, portal, signInTokens } from './support/portal-client';
import { subjectOf } from './support/token-claims';

const STUDENT = 'student-demo';

async function startCardSignIn(username: string) {
  return cognitoCall('InitiateAuth', {
    AuthFlow: 'CUSTOM_AUTH',
    ClientId: portal().userPoolClientId,
    AuthParameters: { USERNAME: username },
  });
}

async function answerCard(username: string, session: unknown, token: string) {
  return cognitoCall('RespondToAuthChallenge', {
    ChallengeName: 'CUSTOM_CHALLENGE',
    ClientId: portal().userPoolClientId,
    Session: session,
    ChallengeResponses: { USERNAME: username, ANSWER: token },
  });
}

async function aCardOfTheDemoStudent(): Promise<{ studentId: string; token: string }> {
  const studentId = subjectOf((await signInTokens(STUDENT, DEMO_PASSWORD)).IdToken);
  const link = (await issueLoginCards(DEMO_CLASS.id, [{ id: studentId, username: STUDENT }])).get(studentId) ?? '';
  return { studentId, token: link.split('#')[1] ?? '' };
}

describe('login-card sign-in (CUSTOM_AUTH through the local user pool)', () => {
  beforeAll(() => useLocalTable());

  it("signs the student in with the card's token, running post-authentication", async () => {
    // Prepare
    const { studentId, token } = await aCardOfTheDemoStudent();
    const before = await loadSessionUser(studentId);

    // Act
    const challenge = await startCardSignIn(STUDENT);
    const answer = await answerCard(STUDENT, challenge.body['Session'], token);

    // Assess
    expect(challenge.status).toBe(200);
    expect(challenge.body).toMatchObject({
      ChallengeName: 'CUSTOM_CHALLENGE',
      ChallengeParameters: { USERNAME: STUDENT, kind: 'LOGIN_CARD' },
    });
    expect(answer.status).toBe(200);
    const result = answer.body['AuthenticationResult'] as { IdToken: string; RefreshToken: string };
    expect(subjectOf(result.IdToken)).toBe(studentId);
    expect(result.RefreshToken).toEqual(expect.any(String));
    const after = await loadSessionUser(studentId);
    expect(after?.numSignIns).toBe((before?.numSignIns ?? 0) + 1);
    // Recorded as every sign-in is: the one before it is kept for My Account's 'Last login'.
    expect(after?.previousSignIn).toBe(before?.lastSignIn ?? null);
  });

  it('asks again after a wrong answer with a new Session, refuses a used Session, and ends after three wrong answers (an unknown user too)', async () => {
    // Prepare: an unknown username, so the demo student's wrong answers stay under the limit
    const wrong = 'B'.repeat(43);
    const username = `nobody-${randomUUID().slice(0, 8)}`;
    const first = await startCardSignIn(username);

    // Act
    const second = await answerCard(username, first.body['Session'], wrong);
    const reused = await answerCard(username, first.body['Session'], wrong);
    const third = await answerCard(username, second.body['Session'], wrong);
    const ended = await answerCard(username, third.body['Session'], wrong);

    // Assess
    expect(first.body).toMatchObject({ ChallengeName: 'CUSTOM_CHALLENGE' });
    expect(second.body).toMatchObject({ ChallengeName: 'CUSTOM_CHALLENGE' });
    expect(second.body['Session']).not.toBe(first.body['Session']);
    expect(reused).toEqual({
      status: 400,
      body: expect.objectContaining({ message: 'Invalid session for the user, session is expired.' }),
    });
    expect(ended).toEqual({
      status: 400,
      body: expect.objectContaining({ message: 'Incorrect username or password.' }),
    });
  });

  it("refuses a card after its class's cards are voided, and signs in with one printed afterwards", async () => {
    // Prepare
    const { token: old } = await aCardOfTheDemoStudent();
    await voidLoginCards(DEMO_CLASS.id);
    const { token: fresh } = await aCardOfTheDemoStudent();

    // Act
    const refused = await answerCard(STUDENT, (await startCardSignIn(STUDENT)).body['Session'], old);
    const accepted = await answerCard(STUDENT, (await startCardSignIn(STUDENT)).body['Session'], fresh);

    // Assess
    expect(refused.body).toMatchObject({ ChallengeName: 'CUSTOM_CHALLENGE' });
    expect(accepted.body['AuthenticationResult']).toBeDefined();
  });

  it('refuses even the right card once a username has had too many wrong answers in the window', async () => {
    // Prepare
    const { studentId, token } = await aCardOfTheDemoStudent();
    const username = `limited-${randomUUID().slice(0, 8)}`;
    const now = new Date();
    const event = (answer: string) =>
      ({
        userName: username,
        request: { userAttributes: { sub: studentId }, privateChallengeParameters: {}, challengeAnswer: answer },
        response: {},
      }) as unknown as VerifyAuthChallengeResponseTriggerEvent;
    const rightBefore = await verifyLoginCardAnswer(event(token), now);

    // Act
    for (let attempt = 0; attempt < LOGIN_CARD_FAILURES.limit; attempt += 1)
      await verifyLoginCardAnswer(event('D'.repeat(43)), now);
    const rightAfter = await verifyLoginCardAnswer(event(token), now);
    const nextWindow = await verifyLoginCardAnswer(
      event(token),
      new Date(now.getTime() + LOGIN_CARD_FAILURES.windowMs),
    );

    // Assess
    expect(rightBefore.response.answerCorrect).toBe(true);
    expect(rightAfter.response.answerCorrect).toBe(false);
    expect(nextWindow.response.answerCorrect).toBe(true);
  });
});
