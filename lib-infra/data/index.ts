import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as kms from 'aws-cdk-lib/aws-kms';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';
import { INDEX_NAMES, TABLE_DESIGN } from '../../functions/data/table-design';
import { EXPORT_FILE_DAYS } from '../../shared/schemas/jobs';
import { PortalBackups } from './backups';

/** How long a replaced or deleted roster file stays recoverable (beyond the 3 newest old versions). */
export const ROSTER_OLD_VERSION_DAYS = 90;

/** How long an export's file (and its parts) stays in the exports bucket (the Jobs list offers it as long). */
export const EXPORT_RETENTION_DAYS = EXPORT_FILE_DAYS;

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
  /**
   * The secret whose SHA-256 keys the HMAC of each person's pairwise NameID per app
   * (functions/domain/app-launch/pairwise-name-id.ts). Every id an app knows is made from it: a new
   * value, or a lost one, makes every person a stranger to every app, so it is kept with the data,
   * retained, and never rotated.
   */
  public readonly pairwiseIdKey: secretsmanager.Secret;
  /** The data sources' files (OneRoster bundles shared by school systems), read by Data Link's sync. */
  public readonly rosterBucket: s3.Bucket;
  /** Staff exports (e-mail lists, statistics): written by export jobs, downloaded by presigned links, gone after a week. */
  public readonly exportsBucket: s3.Bucket;
  /** Daily AWS Backup of the table and the roster files, copied to a second vault. */
  public readonly backups: PortalBackups;

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

    this.pairwiseIdKey = new secretsmanager.Secret(this, 'PairwiseIdKey', {
      description: `Portal ${props.stage}: keys the pairwise NameID each app is told (HMAC-SHA256 of app and person); never rotate`,
      generateSecretString: { excludePunctuation: true, passwordLength: 64 },
      removalPolicy: RemovalPolicy.RETAIN,
    });
    NagSuppressions.addResourceSuppressions(this.pairwiseIdKey, [
      {
        id: 'AwsSolutions-SMG4',
        reason:
          'Every NameID an integrated app holds is an HMAC under this value: rotating it would make every person a new person in every app (docs/privacy.md, Pairwise ids), so it is never rotated.',
      },
    ]);

    // Rosters are pupils' personal data: private, encrypted, versioned, retained, and every access logged.
    const rosterLogs = new s3.Bucket(this, 'RosterAccessLogs', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: s3.BucketEncryption.S3_MANAGED,
      lifecycleRules: [{ expiration: Duration.days(365) }],
      removalPolicy: RemovalPolicy.RETAIN,
    });
    NagSuppressions.addResourceSuppressions(rosterLogs, [
      {
        id: 'AwsSolutions-S1',
        reason: 'This bucket is the access-log destination itself; logging it into itself would loop.',
      },
    ]);
    this.rosterBucket = new s3.Bucket(this, 'RosterBucket', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: s3.BucketEncryption.S3_MANAGED,
      versioned: true,
      serverAccessLogsBucket: rosterLogs,
      serverAccessLogsPrefix: 'rosters/',
      // A replaced or deleted roster file can be recovered for 90 days; the last 3 versions are kept longer.
      lifecycleRules: [
        {
          id: 'OldVersions',
          noncurrentVersionTransitions: [
            { storageClass: s3.StorageClass.INFREQUENT_ACCESS, transitionAfter: Duration.days(30) },
          ],
          noncurrentVersionExpiration: Duration.days(ROSTER_OLD_VERSION_DAYS),
          noncurrentVersionsToRetain: 3,
          abortIncompleteMultipartUploadAfter: Duration.days(7),
        },
      ],
      removalPolicy: RemovalPolicy.RETAIN,
    });
    this.backups = new PortalBackups(this, 'Backups', {
      stage: props.stage,
      table: this.table,
      buckets: [this.rosterBucket],
    });

    // Exports can be made again (not backed up, not versioned); they hold people's addresses: private, encrypted, every access logged, and kept only a week.
    this.exportsBucket = new s3.Bucket(this, 'ExportsBucket', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: s3.BucketEncryption.S3_MANAGED,
      serverAccessLogsBucket: rosterLogs,
      serverAccessLogsPrefix: 'exports/',
      lifecycleRules: [
        { expiration: Duration.days(EXPORT_RETENTION_DAYS), abortIncompleteMultipartUploadAfter: Duration.days(1) },
      ],
      removalPolicy: RemovalPolicy.RETAIN,
    });
  }
}
