import { UserPoolOperation } from 'aws-cdk-lib/aws-cognito';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';
import { UserPoolTrigger, type UserPoolTriggerProps } from './user-pool-trigger';

export interface LoginCardChallengeCode {
  define: lambda.Code;
  create: lambda.Code;
  verify: lambda.Code;
}

export type LoginCardChallengeProps = Omit<
  UserPoolTriggerProps,
  'operation' | 'description' | 'code' | 'tableActions' | 'lambdaVersion'
> & { code: LoginCardChallengeCode };

/**
 * Login-card sign-in as Cognito custom authentication: the three triggers of CUSTOM_AUTH. Only the
 * verify trigger touches the table: it reads the card, the class's card generation, the student's
 * class membership and profile (GetItem), and counts wrong answers (UpdateItem, an atomic ADD).
 * The define and create triggers have no table access at all. None may call the user pool.
 */
export class LoginCardChallenge extends Construct {
  public readonly define: UserPoolTrigger;
  public readonly create: UserPoolTrigger;
  public readonly verify: UserPoolTrigger;

  constructor(scope: Construct, id: string, props: LoginCardChallengeProps) {
    super(scope, id);
    const { code, ...base } = props;
    this.define = new UserPoolTrigger(this, 'Define', {
      ...base,
      operation: UserPoolOperation.DEFINE_AUTH_CHALLENGE,
      description:
        'Cognito define-auth-challenge: the login-card sign-in flow (one custom challenge, tokens once answered)',
      code: code.define,
      tableActions: [],
    });
    this.create = new UserPoolTrigger(this, 'Create', {
      ...base,
      operation: UserPoolOperation.CREATE_AUTH_CHALLENGE,
      description: "Cognito create-auth-challenge: the login card's challenge",
      code: code.create,
      tableActions: [],
    });
    this.verify = new UserPoolTrigger(this, 'Verify', {
      ...base,
      operation: UserPoolOperation.VERIFY_AUTH_CHALLENGE_RESPONSE,
      description:
        "Cognito verify-auth-challenge-response: redeems a login card (the class's current generation, a student still in it); wrong answers rate-limited",
      code: code.verify,
      tableActions: ['dynamodb:GetItem', 'dynamodb:UpdateItem'],
    });
  }
}
