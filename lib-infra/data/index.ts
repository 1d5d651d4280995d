import { RemovalPolicy } from 'aws-cdk-lib';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as kms from 'aws-cdk-lib/aws-kms';
import { Construct } from 'constructs';

/** Name of the one global secondary index; its keys are `gsi1pk` and `gsi1sk`. */
export const GSI1 = 'gsi1';

export interface PortalDataProps {
  stage: string;
}

/**
 * The portal's data: the single DynamoDB table (keys and access patterns are documented beside
 * functions/data) and the KMS key that encrypts managed accounts' passwords. Both outlive any
 * deployment: retained on removal and protected from deletion.
 */
export class PortalData extends Construct {
  public readonly table: dynamodb.Table;
  public readonly passwordKey: kms.Key;

  constructor(scope: Construct, id: string, props: PortalDataProps) {
    super(scope, id);

    this.table = new dynamodb.Table(this, 'Table', {
      partitionKey: { name: 'pk', type: dynamodb.AttributeType.STRING },
      sortKey: { name: 'sk', type: dynamodb.AttributeType.STRING },
      billingMode: dynamodb.BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    this.table.addGlobalSecondaryIndex({
      indexName: GSI1,
      partitionKey: { name: 'gsi1pk', type: dynamodb.AttributeType.STRING },
      sortKey: { name: 'gsi1sk', type: dynamodb.AttributeType.STRING },
    });

    this.passwordKey = new kms.Key(this, 'PasswordKey', {
      description: `Portal ${props.stage}: encrypts the passwords teachers and parents may reveal for managed accounts.`,
      enableKeyRotation: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
  }
}
