import { RemovalPolicy } from 'aws-cdk-lib';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as kms from 'aws-cdk-lib/aws-kms';
import { Construct } from 'constructs';
import { INDEX_NAMES, TABLE_DESIGN } from '../../functions/data/table-design';

export interface PortalDataProps {
  stage: string;
}

/**
 * The portal's data: the single DynamoDB table, built from TABLE_DESIGN in
 * functions/data/table-design.ts (keys, indexes and access patterns; the local twin uses the same
 * design), and the KMS key that encrypts managed accounts' passwords. Both outlive any
 * deployment: retained on removal and protected from deletion.
 */
export class PortalData extends Construct {
  public readonly table: dynamodb.Table;
  public readonly passwordKey: kms.Key;

  constructor(scope: Construct, id: string, props: PortalDataProps) {
    super(scope, id);

    this.table = new dynamodb.Table(this, 'Table', {
      partitionKey: { name: TABLE_DESIGN.partitionKey, type: dynamodb.AttributeType.STRING },
      sortKey: { name: TABLE_DESIGN.sortKey, type: dynamodb.AttributeType.STRING },
      billingMode: dynamodb.BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    // CloudFormation creates or deletes one index per stack update: a stage deployed with fewer
    // indexes than TABLE_DESIGN needs one deployment per missing index.
    for (const indexName of INDEX_NAMES) {
      const { partitionKey, sortKey } = TABLE_DESIGN.indexes[indexName];
      this.table.addGlobalSecondaryIndex({
        indexName,
        partitionKey: { name: partitionKey, type: dynamodb.AttributeType.STRING },
        sortKey: { name: sortKey, type: dynamodb.AttributeType.STRING },
        projectionType: dynamodb.ProjectionType.ALL,
      });
    }

    this.passwordKey = new kms.Key(this, 'PasswordKey', {
      description: `Portal ${props.stage}: encrypts the passwords teachers and parents may reveal for managed accounts.`,
      enableKeyRotation: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
  }
}
