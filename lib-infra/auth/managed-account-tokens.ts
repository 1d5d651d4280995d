import type * as cognito from 'aws-cdk-lib/aws-cognito';
import { LambdaVersion, UserPoolOperation } from 'aws-cdk-lib/aws-cognito';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import type * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { ProjectFunction } from '../project-function';

export interface ManagedAccountTokensProps {
  userPool: cognito.UserPool;
  table: ITable;
  /** The bundle of functions/triggers/pre-token-generation.ts. */
  code: lambda.Code;
  stage: string;
  logLevel: string;
  logRetention: logs.RetentionDays;
}

/**
 * The user pool's pre-token-generation trigger (V2, which the Essentials plan offers): student and
 * child accounts get access tokens without `aws.cognito.signin.user.admin`, so Cognito itself
 * refuses their own ChangePassword and software-token calls, as the API and the twin's /cognito do.
 * It may only read profiles.
 */
export class ManagedAccountTokens extends Construct {
  public readonly trigger: ProjectFunction;

  constructor(scope: Construct, id: string, props: ManagedAccountTokensProps) {
    super(scope, id);
    this.trigger = new ProjectFunction(this, 'PreTokenGeneration', {
      code: props.code,
      description: 'Cognito pre-token-generation: no self-service scope for student and child accounts',
      environment: { STAGE: props.stage, LOG_LEVEL: props.logLevel, TABLE_NAME: props.table.tableName },
      logRetention: props.logRetention,
      memorySize: 256,
    });
    this.trigger.role.addToPolicy(new iam.PolicyStatement({ actions: ['dynamodb:GetItem'], resources: [props.table.tableArn] }));
    props.userPool.addTrigger(UserPoolOperation.PRE_TOKEN_GENERATION_CONFIG, this.trigger.function, LambdaVersion.V2_0);
  }
}
