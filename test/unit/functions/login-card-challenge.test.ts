import type { CreateAuthChallengeTriggerEvent, DefineAuthChallengeTriggerEvent } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { handler as create } from '../../../functions/triggers/create-auth-challenge';
import { handler as define } from '../../../functions/triggers/define-auth-challenge';

type Step = DefineAuthChallengeTriggerEvent['request']['session'][number];

function defineEvent(session: Step[], userNotFound = false): DefineAuthChallengeTriggerEvent {
  return {
    version: '1',
    region: 'eu-west-2',
    userPoolId: 'eu-west-2_test',
    userName: 'mia',
    callerContext: { awsSdkVersion: 'test', clientId: 'client' },
    triggerSource: 'DefineAuthChallenge_Authentication',
    request: { userAttributes: { sub: 'student-1' }, session, userNotFound },
    response: { challengeName: '', issueTokens: false, failAuthentication: false },
  };
}

const answered = (challengeResult: boolean): Step => ({
  challengeName: 'CUSTOM_CHALLENGE',
  challengeResult,
  challengeMetadata: 'LOGIN_CARD',
});

describe('login-card sign-in flow (define-auth-challenge)', () => {
  it('asks the custom challenge first', async () => {
    // Act
    const { response } = await define(defineEvent([]));

    // Assess
    expect(response).toEqual({ challengeName: 'CUSTOM_CHALLENGE', issueTokens: false, failAuthentication: false });
  });

  it('issues tokens after a right answer', async () => {
    // Act
    const { response } = await define(defineEvent([answered(false), answered(true)]));

    // Assess
    expect(response).toEqual({ challengeName: '', issueTokens: true, failAuthentication: false });
  });

  it('asks again after a wrong answer, and ends the session after three', async () => {
    // Act
    const again = await define(defineEvent([answered(false), answered(false)]));
    const ended = await define(defineEvent([answered(false), answered(false), answered(false)]));

    // Assess
    expect(again.response.challengeName).toBe('CUSTOM_CHALLENGE');
    expect(ended.response).toEqual({ challengeName: '', issueTokens: false, failAuthentication: true });
  });

  it('never issues tokens for an unknown user or after another kind of step', async () => {
    // Act
    const unknown = await define(defineEvent([answered(true)], true));
    const password = await define(
      defineEvent([{ challengeName: 'PASSWORD_VERIFIER', challengeResult: true }, answered(true)]),
    );

    // Assess
    expect(unknown.response.issueTokens).toBe(false);
    expect(password.response).toEqual({ challengeName: '', issueTokens: false, failAuthentication: true });
  });
});

describe("login card's challenge (create-auth-challenge)", () => {
  it('names the login-card challenge and holds no secret', async () => {
    // Prepare
    const event = {
      ...defineEvent([]),
      triggerSource: 'CreateAuthChallenge_Authentication',
      request: { userAttributes: {}, challengeName: 'CUSTOM_CHALLENGE', session: [] },
    } as unknown as CreateAuthChallengeTriggerEvent;

    // Act
    const { response } = await create(event);

    // Assess
    expect(response).toEqual({
      publicChallengeParameters: { kind: 'LOGIN_CARD' },
      privateChallengeParameters: { kind: 'LOGIN_CARD' },
      challengeMetadata: 'LOGIN_CARD',
    });
  });
});
