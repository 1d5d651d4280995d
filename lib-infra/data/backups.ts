import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import * as backup from 'aws-cdk-lib/aws-backup';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as events from 'aws-cdk-lib/aws-events';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as kms from 'aws-cdk-lib/aws-kms';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';

/** How long a daily backup (and its copy) is kept. */
export const BACKUP_RETENTION_DAYS = 35;

/** 15:00 UTC: 1 or 2 am in Sydney, before the 17:00 inactive-student clean-up, outside school hours. */
export const BACKUP_SCHEDULE = { hour: '15', minute: '0' } as const;

export interface PortalBackupsProps {
  stage: string;
  table: dynamodb.ITable;
  /** Buckets holding what people cannot make again (versioned: AWS Backup needs it for S3). */
  buckets: readonly s3.IBucket[];
}

/**
 * AWS Backup of the stage's data, on top of the table's point-in-time recovery (35 days, to the
 * second): a daily backup of the table and the roster files, kept 35 days in the stage's vault and
 * copied to a second vault with its own KMS key, so that neither a lost key nor a deleted vault
 * loses every copy. The copy vault is locked (governance mode): its recovery points cannot be
 * deleted before 35 days except by someone allowed to bypass the lock. The restore drill is in
 * docs/operations.md.
 */
export class PortalBackups extends Construct {
  public readonly vault: backup.BackupVault;
  public readonly copyVault: backup.BackupVault;
  public readonly plan: backup.BackupPlan;

  constructor(scope: Construct, id: string, props: PortalBackupsProps) {
    super(scope, id);
    const vaultKey = (name: string, what: string) =>
      new kms.Key(this, name, {
        description: `Portal ${props.stage}: encrypts ${what}`,
        enableKeyRotation: true,
        removalPolicy: RemovalPolicy.RETAIN,
      });

    this.vault = new backup.BackupVault(this, 'Vault', {
      backupVaultName: `portal-${props.stage}`,
      encryptionKey: vaultKey('VaultKey', 'the daily backups'),
      removalPolicy: RemovalPolicy.RETAIN,
    });
    this.copyVault = new backup.BackupVault(this, 'CopyVault', {
      backupVaultName: `portal-${props.stage}-copy`,
      encryptionKey: vaultKey('CopyVaultKey', 'the copies of the daily backups'),
      lockConfiguration: { minRetention: Duration.days(BACKUP_RETENTION_DAYS) },
      removalPolicy: RemovalPolicy.RETAIN,
    });

    this.plan = new backup.BackupPlan(this, 'Plan', {
      backupPlanName: `portal-${props.stage}-daily`,
      backupVault: this.vault,
    });
    this.plan.addRule(
      new backup.BackupPlanRule({
        ruleName: 'Daily',
        scheduleExpression: events.Schedule.cron(BACKUP_SCHEDULE),
        startWindow: Duration.hours(1),
        completionWindow: Duration.hours(6),
        deleteAfter: Duration.days(BACKUP_RETENTION_DAYS),
        copyActions: [{ destinationBackupVault: this.copyVault, deleteAfter: Duration.days(BACKUP_RETENTION_DAYS) }],
      }),
    );

    // AWS Backup's own service-role policies: backing up and restoring tables, and S3 objects.
    const role = new iam.Role(this, 'Role', {
      assumedBy: new iam.ServicePrincipal('backup.amazonaws.com'),
      description: `Portal ${props.stage}: AWS Backup backs up and restores the table and the roster files`,
      managedPolicies: [
        iam.ManagedPolicy.fromAwsManagedPolicyName('AWSBackupServiceRolePolicyForS3Backup'),
        iam.ManagedPolicy.fromAwsManagedPolicyName('AWSBackupServiceRolePolicyForS3Restore'),
      ],
    });
    this.plan.addSelection('Data', {
      backupSelectionName: `portal-${props.stage}-data`,
      role,
      allowRestores: true,
      resources: [
        backup.BackupResource.fromDynamoDbTable(props.table),
        ...props.buckets.map((bucket) => backup.BackupResource.fromArn(bucket.bucketArn)),
      ],
    });
    NagSuppressions.addResourceSuppressions(role, [
      {
        id: 'AwsSolutions-IAM4',
        reason:
          "AWS Backup's service-role policies are AWS's own least privilege for backing up and restoring DynamoDB and S3; they follow the service as it changes.",
      },
    ]);
  }
}
