import { randomBytes } from 'node:crypto';
import {
  AdminInitiateAuthCommand,
  CognitoIdentityProviderServiceException,
  type AdminGetUserCommandOutput,
} from '@aws-sdk/client-cognito-identity-provider';
import type {
  CreateAuthChallengeTriggerEvent,
  DefineAuthChallengeTriggerEvent,
  VerifyAuthChallengeResponseTriggerEvent,
} from 'aws-lambda';
import { handler as createAuthChallenge } from '../../functions/triggers/create-auth-challenge';
import { handler as defineAuthChallenge } from '../../functions/triggers/define-auth-challenge';
import { handler as verifyAuthChallenge } from '../../functions/triggers/verify-auth-challenge';
import type { CognitoRefusal } from './cognito-fidelity';
import { localCognitoClient, storedPassword } from './cognito-store';

/** How long Cognito keeps a sign-in session between two steps (the app client's default AuthSessionValidity). */
export const CUSTOM_AUTH_SESSION_MS = 3 * 60 * 1000;

const WRONG_CREDENTIALS: CognitoRefusal = {
  type: 'NotAuthorizedException',
  message: 'Incorrect username or password.',
};
const SESSION_EXPIRED: CognitoRefusal = {
  type: 'NotAuthorizedException',
  message: 'Invalid session for the user, session is expired.',
};
const USER_DISABLED: CognitoRefusal = { type: 'NotAuthorizedException', message: 'User is disabled.' };

/** The triggers the user pool runs for CUSTOM_AUTH: in AWS functions/triggers/*-auth-challenge.ts, the same here. */
export interface CustomAuthTriggers {
  define(event: DefineAuthChallengeTriggerEvent): Promise<DefineAuthChallengeTriggerEvent>;
  create(event: CreateAuthChallengeTriggerEvent): Promise<CreateAuthChallengeTriggerEvent>;
  verify(event: VerifyAuthChallengeResponseTriggerEvent): Promise<VerifyAuthChallengeResponseTriggerEvent>;
}

export const PORTAL_CUSTOM_AUTH_TRIGGERS: CustomAuthTriggers = {
  define: defineAuthChallenge,
  create: createAuthChallenge,
  verify: verifyAuthChallenge,
};

type Step = DefineAuthChallengeTriggerEvent['request']['session'][number];

interface PendingSignIn {
  poolId: string;
  clientId: string;
  /** The user's own username (not the alias it was asked by); null for an unknown user, who is challenged all the same. */
  username: string | null;
  askedAs: string;
  attributes: Record<string, string>;
  steps: Step[];
  privateChallengeParameters: Record<string, string>;
  expiresAt: number;
}

/** What the front answers: Cognito's JSON answer, or its refusal. */
export type CustomAuthOutcome = { status: number; text: string; headers: Record<string, string> } | CognitoRefusal;

function answered(body: unknown): CustomAuthOutcome {
  return { status: 200, text: JSON.stringify(body), headers: { 'content-type': 'application/x-amz-json-1.1' } };
}

export interface CustomAuthDependencies {
  poolIdOfClient(clientId: string): Promise<string | null>;
  userOf(poolId: string, username: string): Promise<AdminGetUserCommandOutput | null>;
  /** The front's own address: the password sign-in that issues the tokens goes through it, so post-authentication runs. */
  frontEndpoint: string;
  /** cognito-local's data folder (its store keeps the users' passwords). */
  dataDir: string;
  triggers?: CustomAuthTriggers;
  now?: () => number;
}

/**
 * Cognito's custom authentication (CUSTOM_AUTH), which cognito-local lacks, for the pool's front:
 * InitiateAuth with AuthFlow CUSTOM_AUTH and RespondToAuthChallenge with CUSTOM_CHALLENGE run the
 * user pool's own define, create and verify triggers with Cognito-shaped events. Each step
 * answers a new Session, good for one answer within CUSTOM_AUTH_SESSION_MS; an unknown user is
 * challenged like any other (the client hides whether users exist) and never answers right.
 * Once the define trigger issues tokens, cognito-local issues them for the user's stored password
 * through the front, as the hosted sign-in stand-ins do, so post-authentication runs as in AWS.
 */
export function customAuth(dependencies: CustomAuthDependencies) {
  const triggers = dependencies.triggers ?? PORTAL_CUSTOM_AUTH_TRIGGERS;
  const now = dependencies.now ?? Date.now;
  const sessions = new Map<string, PendingSignIn>();

  function base(pending: PendingSignIn, triggerSource: string) {
    return {
      version: '1',
      region: 'local',
      userPoolId: pending.poolId,
      userName: pending.username ?? pending.askedAs,
      callerContext: { awsSdkVersion: 'cognito-local-front', clientId: pending.clientId },
      triggerSource,
    };
  }

  /** Asks the define trigger what comes next: tokens, a refusal, or the challenge again (with a new Session). */
  async function next(pending: PendingSignIn): Promise<CustomAuthOutcome> {
    const defined = await triggers.define({
      ...base(pending, 'DefineAuthChallenge_Authentication'),
      request: { userAttributes: pending.attributes, session: pending.steps, userNotFound: pending.username === null },
      response: { challengeName: '', issueTokens: false, failAuthentication: false },
    } as DefineAuthChallengeTriggerEvent);
    if (defined.response.issueTokens && pending.username) {
      const password = await storedPassword(dependencies.dataDir, pending.poolId, pending.username);
      if (!password) throw new Error(`the local user pool has no usable credentials for ${pending.username}`);
      return signInWithPassword(pending, pending.username, password);
    }
    if (defined.response.failAuthentication || defined.response.challengeName !== 'CUSTOM_CHALLENGE')
      return WRONG_CREDENTIALS;
    const created = await triggers.create({
      ...base(pending, 'CreateAuthChallenge_Authentication'),
      request: {
        userAttributes: pending.attributes,
        challengeName: 'CUSTOM_CHALLENGE',
        session: pending.steps,
        userNotFound: pending.username === null,
      },
      response: { publicChallengeParameters: {}, privateChallengeParameters: {}, challengeMetadata: '' },
    } as CreateAuthChallengeTriggerEvent);
    const session = randomBytes(48).toString('base64url');
    sessions.set(session, {
      ...pending,
      privateChallengeParameters: created.response.privateChallengeParameters,
      steps: [
        ...pending.steps,
        {
          challengeName: 'CUSTOM_CHALLENGE',
          challengeResult: false,
          challengeMetadata: created.response.challengeMetadata,
        },
      ],
      expiresAt: now() + CUSTOM_AUTH_SESSION_MS,
    });
    return answered({
      ChallengeName: 'CUSTOM_CHALLENGE',
      Session: session,
      ChallengeParameters: {
        USERNAME: pending.username ?? pending.askedAs,
        ...created.response.publicChallengeParameters,
      },
    });
  }

  /** The tokens, as the hosted sign-in stand-ins get them: the stored password through the front (ADMIN_USER_PASSWORD_AUTH). */
  async function signInWithPassword(
    pending: PendingSignIn,
    username: string,
    password: string,
  ): Promise<CustomAuthOutcome> {
    const client = localCognitoClient(dependencies.frontEndpoint);
    try {
      const { AuthenticationResult } = await client.send(
        new AdminInitiateAuthCommand({
          UserPoolId: pending.poolId,
          ClientId: pending.clientId,
          AuthFlow: 'ADMIN_USER_PASSWORD_AUTH',
          AuthParameters: { USERNAME: username, PASSWORD: password },
        }),
      );
      return answered({ ChallengeParameters: {}, AuthenticationResult });
    } catch (error) {
      if (error instanceof CognitoIdentityProviderServiceException) return { type: error.name, message: error.message };
      throw error;
    } finally {
      client.destroy();
    }
  }

  function forgetExpired() {
    for (const [session, pending] of sessions) if (pending.expiresAt <= now()) sessions.delete(session);
  }

  return {
    /** InitiateAuth with AuthFlow CUSTOM_AUTH. */
    async initiate(input: Record<string, unknown>): Promise<CustomAuthOutcome> {
      forgetExpired();
      const clientId = String(input['ClientId'] ?? '');
      const askedAs = String((input['AuthParameters'] as Record<string, string> | undefined)?.['USERNAME'] ?? '');
      const poolId = await dependencies.poolIdOfClient(clientId);
      if (!poolId) return { type: 'ResourceNotFoundException', message: 'User pool client does not exist.' };
      if (!askedAs) return { type: 'InvalidParameterException', message: 'Missing required parameter USERNAME' };
      const user = await dependencies.userOf(poolId, askedAs);
      if (user?.Enabled === false) return USER_DISABLED;
      const attributes = Object.fromEntries(
        (user?.UserAttributes ?? []).map((attribute) => [attribute.Name ?? '', attribute.Value ?? '']),
      );
      return next({
        poolId,
        clientId,
        username: user?.Username ?? null,
        askedAs,
        attributes,
        steps: [],
        privateChallengeParameters: {},
        expiresAt: 0,
      });
    },

    /** RespondToAuthChallenge with ChallengeName CUSTOM_CHALLENGE: the verify trigger, then define again. */
    async respond(input: Record<string, unknown>): Promise<CustomAuthOutcome> {
      forgetExpired();
      const session = String(input['Session'] ?? '');
      const pending = sessions.get(session);
      // A Session answers once: a second answer with it is refused as an expired one.
      sessions.delete(session);
      if (!pending || pending.clientId !== String(input['ClientId'] ?? '')) return SESSION_EXPIRED;
      const answer = String((input['ChallengeResponses'] as Record<string, string> | undefined)?.['ANSWER'] ?? '');
      let answerCorrect = false;
      if (pending.username) {
        const verified = await triggers.verify({
          ...base(pending, 'VerifyAuthChallengeResponse_Authentication'),
          request: {
            userAttributes: pending.attributes,
            privateChallengeParameters: pending.privateChallengeParameters,
            challengeAnswer: answer,
            userNotFound: false,
          },
          response: { answerCorrect: false },
        } as VerifyAuthChallengeResponseTriggerEvent);
        answerCorrect = verified.response.answerCorrect;
      }
      const steps = pending.steps.map((step, index) =>
        index === pending.steps.length - 1 ? { ...step, challengeResult: answerCorrect } : step,
      );
      return next({ ...pending, steps });
    },
  };
}

/** Whether a call is one of the CUSTOM_AUTH steps the front answers itself. */
export function customAuthStepOf(action: string, input: Record<string, unknown>): 'initiate' | 'respond' | null {
  if (action === 'InitiateAuth' && input['AuthFlow'] === 'CUSTOM_AUTH') return 'initiate';
  if (action === 'RespondToAuthChallenge' && input['ChallengeName'] === 'CUSTOM_CHALLENGE') return 'respond';
  return null;
}
