import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { PortalUserPool } from '../auth/user-pool';
import { PortalData } from '../data';

export interface PortalDataStackProps extends StackProps {
  stage: string;
  /** See PortalDataProps.indexCount. */
  tableIndexCount?: number;
}

/**
 * The stateful part of a stage: the table, the password key and the user pool. It changes
 * rarely, is protected from termination, and everything in it is retained if it is ever removed.
 */
export class PortalDataStack extends Stack {
  public readonly data: PortalData;
  public readonly users: PortalUserPool;

  constructor(scope: Construct, id: string, props: PortalDataStackProps) {
    super(scope, id, { terminationProtection: true, ...props });

    this.data = new PortalData(this, 'Data', { stage: props.stage, indexCount: props.tableIndexCount });
    this.users = new PortalUserPool(this, 'Users', { stage: props.stage });

    new CfnOutput(this, 'TableName', { value: this.data.table.tableName });
    new CfnOutput(this, 'UserPoolId', { value: this.users.userPool.userPoolId });
    new CfnOutput(this, 'PasswordKeyArn', { value: this.data.passwordKey.keyArn });
  }
}
