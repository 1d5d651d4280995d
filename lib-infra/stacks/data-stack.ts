import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import type * as logs from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { LambdaVersion, UserPoolOperation } from 'aws-cdk-lib/aws-cognito';
import { UserPoolTrigger } from '../auth/user-pool-trigger';
import { PortalUserPool } from '../auth/user-pool';
import { PortalData } from '../data';
import { LoginCardChallenge, type LoginCardChallengeCode } from '../auth/login-card-challenge';

export interface PortalDataStackProps extends StackProps {
  stage: string;
  /** See PortalDataProps.indexCount. */
  tableIndexCount?: number;
  /** The bundle of the user pool's post-authentication trigger. */
  postAuthenticationCode: lambda.Code;
  /** The bundle of the user pool's pre-token-generation trigger. */
  preTokenGenerationCode: lambda.Code;
  /** The bundles of the login-card sign-in's custom-auth triggers (define, create, verify). */
  loginCardChallengeCode: LoginCardChallengeCode;
  logLevel: string;
  logRetention: logs.RetentionDays;
}

/**
 * The stateful part of a stage: the table, the password key and the user pool. It changes
 * rarely, is protected from termination, and everything in it is retained if it is ever removed.
 */
export class PortalDataStack extends Stack {
  public readonly data: PortalData;
  public readonly users: PortalUserPool;
  /** After every sign-in: lastSignIn, numSignIns and a sign-in event (functions/triggers/post-authentication.ts). */
  public readonly signInHistory: UserPoolTrigger;
  /** Student and child access tokens without the self-service scope (functions/triggers/pre-token-generation.ts). */
  public readonly managedAccountTokens: UserPoolTrigger;
  /** Login-card sign-in: Cognito CUSTOM_AUTH (functions/triggers/*-auth-challenge.ts). */
  public readonly loginCardChallenge: LoginCardChallenge;

  constructor(scope: Construct, id: string, props: PortalDataStackProps) {
    super(scope, id, { terminationProtection: true, ...props });

    this.data = new PortalData(this, 'Data', { stage: props.stage, indexCount: props.tableIndexCount });
    this.users = new PortalUserPool(this, 'Users', { stage: props.stage });
    const triggerBase = {
      userPool: this.users.userPool,
      table: this.data.table,
      stage: props.stage,
      logLevel: props.logLevel,
      logRetention: props.logRetention,
    };
    this.signInHistory = new UserPoolTrigger(this, 'SignInHistory', {
      ...triggerBase,
      operation: UserPoolOperation.POST_AUTHENTICATION,
      description: 'Cognito post-authentication: sign-in history (lastSignIn, numSignIns, sign-in events)',
      code: props.postAuthenticationCode,
      // A TransactWriteItems of an Update and a Put is authorised as UpdateItem and PutItem.
      tableActions: ['dynamodb:UpdateItem', 'dynamodb:PutItem'],
    });
    this.managedAccountTokens = new UserPoolTrigger(this, 'ManagedAccountTokens', {
      ...triggerBase,
      // V2 (access token customisation, on the Essentials plan) is what may take scopes away.
      operation: UserPoolOperation.PRE_TOKEN_GENERATION_CONFIG,
      lambdaVersion: LambdaVersion.V2_0,
      description: 'Cognito pre-token-generation: no self-service scope for student and child accounts',
      code: props.preTokenGenerationCode,
      tableActions: ['dynamodb:GetItem'],
    });
    this.loginCardChallenge = new LoginCardChallenge(this, 'LoginCardChallenge', {
      ...triggerBase,
      code: props.loginCardChallengeCode,
    });

    new CfnOutput(this, 'TableName', { value: this.data.table.tableName });
    new CfnOutput(this, 'UserPoolId', { value: this.users.userPool.userPoolId });
    new CfnOutput(this, 'PasswordKeyArn', { value: this.data.passwordKey.keyArn });
    new CfnOutput(this, 'RosterBucketName', { value: this.data.rosterBucket.bucketName });
    new CfnOutput(this, 'ExportsBucketName', { value: this.data.exportsBucket.bucketName });
  }
}
