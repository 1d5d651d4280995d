import type * as cognito from 'aws-cdk-lib/aws-cognito';
import { UserPoolOperation } from 'aws-cdk-lib/aws-cognito';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import type * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { ProjectFunction } from '../project-function';

export interface SignInHistoryProps {
  userPool: cognito.UserPool;
  table: ITable;
  /** The bundle of functions/triggers/post-authentication.ts. */
  code: lambda.Code;
  stage: string;
  logLevel: string;
  logRetention: logs.RetentionDays;
}

/**
 * The user pool's post-authentication trigger: after every successful sign-in it counts the
 * sign-in on the profile and records a sign-in event (functions/domain/sign-in-history.ts). It
 * lives beside the pool, in the stateful stack, and may only update items and write them in a
 * transaction on the table: no reads, no deletes, no user-pool calls.
 */
export class SignInHistory extends Construct {
  public readonly trigger: ProjectFunction;

  constructor(scope: Construct, id: string, props: SignInHistoryProps) {
    super(scope, id);
    this.trigger = new ProjectFunction(this, 'PostAuthentication', {
      code: props.code,
      description: 'Cognito post-authentication: sign-in history (lastSignIn, numSignIns, sign-in events)',
      environment: { STAGE: props.stage, LOG_LEVEL: props.logLevel, TABLE_NAME: props.table.tableName },
      logRetention: props.logRetention,
      memorySize: 256,
    });
    // A TransactWriteItems of an Update and a Put is authorised as UpdateItem and PutItem on the table.
    // The table itself only: the trigger never queries an index.
    this.trigger.role.addToPolicy(new iam.PolicyStatement({ actions: ['dynamodb:UpdateItem', 'dynamodb:PutItem'], resources: [props.table.tableArn] }));
    props.userPool.addTrigger(UserPoolOperation.POST_AUTHENTICATION, this.trigger.function);
  }
}
