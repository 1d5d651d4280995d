import { RemovalPolicy } from 'aws-cdk-lib';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as kms from 'aws-cdk-lib/aws-kms';
import { Construct } from 'constructs';
import { INDEX_NAMES, TABLE_DESIGN } from '../../functions/data/table-design';

export interface PortalDataProps {
  stage: string;
  /**
   * How many of TABLE_DESIGN's indexes, in order, the table has; all of them unless given.
   * CloudFormation creates one index per stack update, so a stage deployed before an index was
   * added is brought up one deployment at a time (`-c tableIndexCount=2`, then 3, ...).
   */
  indexCount?: number;
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
      timeToLiveAttribute: TABLE_DESIGN.timeToLiveAttribute,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    const indexCount = props.indexCount ?? INDEX_NAMES.length;
    if (!Number.isInteger(indexCount) || indexCount < 1 || indexCount > INDEX_NAMES.length) {
      throw new Error(`tableIndexCount must be a whole number from 1 to ${INDEX_NAMES.length}, not ${indexCount}`);
    }
    for (const indexName of INDEX_NAMES.slice(0, indexCount)) {
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
