import type * as cognito from 'aws-cdk-lib/aws-cognito';
import type { LambdaVersion, UserPoolOperation } from 'aws-cdk-lib/aws-cognito';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import type * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { ProjectFunction } from '../project-function';

export interface UserPoolTriggerProps {
  userPool: cognito.UserPool;
  operation: UserPoolOperation;
  lambdaVersion?: LambdaVersion;
  description: string;
  /** The bundle of its module under functions/triggers/. */
  code: lambda.Code;
  table: ITable;
  /** What it may do to the table's items; never an index. None: no table access at all. */
  tableActions: readonly string[];
  stage: string;
  logLevel: string;
  logRetention: logs.RetentionDays;
}

/**
 * A function the user pool calls at one point of a sign-in. Triggers live beside the pool, in the
 * stateful stack, and may touch the table only as `tableActions` say: no user-pool calls.
 */
export class UserPoolTrigger extends Construct {
  public readonly trigger: ProjectFunction;

  constructor(scope: Construct, id: string, props: UserPoolTriggerProps) {
    super(scope, id);
    this.trigger = new ProjectFunction(this, 'Function', {
      code: props.code,
      description: props.description,
      environment: { STAGE: props.stage, LOG_LEVEL: props.logLevel, TABLE_NAME: props.table.tableName },
      logRetention: props.logRetention,
      memorySize: 256,
    });
    if (props.tableActions.length > 0)
      this.trigger.role.addToPolicy(
        new iam.PolicyStatement({ actions: [...props.tableActions], resources: [props.table.tableArn] }),
      );
    props.userPool.addTrigger(props.operation, this.trigger.function, props.lambdaVersion);
  }
}
