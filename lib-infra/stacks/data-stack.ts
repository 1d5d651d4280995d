import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import type * as logs from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { ManagedAccountTokens } from '../auth/managed-account-tokens';
import { SignInHistory } from '../auth/sign-in-history';
import { PortalUserPool } from '../auth/user-pool';
import { PortalData } from '../data';

export interface PortalDataStackProps extends StackProps {
  stage: string;
  /** See PortalDataProps.indexCount. */
  tableIndexCount?: number;
  /** The bundle of the user pool's post-authentication trigger. */
  postAuthenticationCode: lambda.Code;
  /** The bundle of the user pool's pre-token-generation trigger. */
  preTokenGenerationCode: lambda.Code;
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
  public readonly signInHistory: SignInHistory;
  public readonly managedAccountTokens: ManagedAccountTokens;

  constructor(scope: Construct, id: string, props: PortalDataStackProps) {
    super(scope, id, { terminationProtection: true, ...props });

    this.data = new PortalData(this, 'Data', { stage: props.stage, indexCount: props.tableIndexCount });
    this.users = new PortalUserPool(this, 'Users', { stage: props.stage });
    this.signInHistory = new SignInHistory(this, 'SignInHistory', {
      userPool: this.users.userPool,
      table: this.data.table,
      code: props.postAuthenticationCode,
      stage: props.stage,
      logLevel: props.logLevel,
      logRetention: props.logRetention,
    });
    this.managedAccountTokens = new ManagedAccountTokens(this, 'ManagedAccountTokens', {
      userPool: this.users.userPool,
      table: this.data.table,
      code: props.preTokenGenerationCode,
      stage: props.stage,
      logLevel: props.logLevel,
      logRetention: props.logRetention,
    });

    new CfnOutput(this, 'TableName', { value: this.data.table.tableName });
    new CfnOutput(this, 'UserPoolId', { value: this.users.userPool.userPoolId });
    new CfnOutput(this, 'PasswordKeyArn', { value: this.data.passwordKey.keyArn });
  }
}
