import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { synthesisePortal, type SynthesisedPortal } from './portal-fixture';
import { cfnResourceOf, resourcesOf, resourcesOfType } from './templates';

interface BackupPlanJson {
  Properties: {
    BackupPlan: {
      BackupPlanName: string;
      BackupPlanRule: Array<{
        RuleName: string;
        ScheduleExpression: string;
        TargetBackupVault: unknown;
        Lifecycle: { DeleteAfterDays: number };
        CopyActions: Array<{ DestinationBackupVaultArn: unknown; Lifecycle: { DeleteAfterDays: number } }>;
      }>;
    };
  };
}

/** Backups and restore: point-in-time recovery, a daily AWS Backup copied to a vault with its own key. */
describe('backups', () => {
  let portal: SynthesisedPortal;

  beforeAll(() => {
    portal = synthesisePortal({});
  });
  afterAll(() => portal.dispose());

  const data = () => portal.dataStack.data;
  const logicalId = (construct: { node: { defaultChild?: unknown } }) =>
    portal.dataStack.getLogicalId(construct.node.defaultChild as Parameters<typeof portal.dataStack.getLogicalId>[0]);

  it('keeps point-in-time recovery on, with deletion protection', () => {
    const table = cfnResourceOf(data().table).Properties ?? {};
    expect(table['PointInTimeRecoverySpecification']).toEqual({ PointInTimeRecoveryEnabled: true });
    expect(table['DeletionProtectionEnabled']).toBe(true);
  });

  it('backs up the table and the roster files every day, kept 35 days, copied to a second vault', () => {
    const plans = resourcesOfType([portal.dataStack], 'AWS::Backup::BackupPlan') as unknown as BackupPlanJson[];
    expect(plans).toHaveLength(1);
    const [rule] = plans[0]?.Properties.BackupPlan.BackupPlanRule ?? [];
    expect(rule?.ScheduleExpression).toBe('cron(0 15 * * ? *)');
    expect(rule?.Lifecycle.DeleteAfterDays).toBe(35);
    expect(rule?.TargetBackupVault).toEqual({ 'Fn::GetAtt': [logicalId(data().backups.vault), 'BackupVaultName'] });
    expect(rule?.CopyActions).toEqual([
      {
        DestinationBackupVaultArn: { 'Fn::GetAtt': [logicalId(data().backups.copyVault), 'BackupVaultArn'] },
        Lifecycle: { DeleteAfterDays: 35 },
      },
    ]);
    const selection = resourcesOfType([portal.dataStack], 'AWS::Backup::BackupSelection')[0]?.Properties as {
      BackupSelection: { Resources: unknown[] };
    };
    expect(selection.BackupSelection.Resources).toEqual([
      { 'Fn::GetAtt': [logicalId(data().table), 'Arn'] },
      { 'Fn::GetAtt': [logicalId(data().rosterBucket), 'Arn'] },
    ]);
  });

  it('encrypts each vault with its own customer-managed key, retained, and locks the copies for 35 days', () => {
    const vaults = Object.entries(resourcesOf(portal.dataStack)).filter(
      ([, r]) => r.Type === 'AWS::Backup::BackupVault',
    );
    expect(vaults).toHaveLength(2);
    const keys = vaults.map(([, vault]) => JSON.stringify(vault.Properties?.['EncryptionKeyArn']));
    expect(new Set(keys).size).toBe(2);
    for (const [id, vault] of vaults) {
      expect(vault.DeletionPolicy, id).toBe('Retain');
      const keyId = (vault.Properties?.['EncryptionKeyArn'] as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
      const key = resourcesOf(portal.dataStack)[keyId];
      expect(key?.Type).toBe('AWS::KMS::Key');
      expect(key?.Properties?.['EnableKeyRotation']).toBe(true);
      expect(key?.DeletionPolicy).toBe('Retain');
    }
    const copy = cfnResourceOf(data().backups.copyVault).Properties ?? {};
    expect(copy['LockConfiguration']).toEqual({ MinRetentionDays: 35 });
  });

  it('versions the roster bucket and keeps old versions 90 days; exports, which can be made again, are not versioned', () => {
    const rosters = cfnResourceOf(data().rosterBucket).Properties ?? {};
    expect(rosters['VersioningConfiguration']).toEqual({ Status: 'Enabled' });
    const rules = (rosters['LifecycleConfiguration'] as { Rules: Array<Record<string, unknown>> }).Rules;
    expect(rules).toEqual([
      expect.objectContaining({
        Status: 'Enabled',
        NoncurrentVersionExpiration: { NoncurrentDays: 90, NewerNoncurrentVersions: 3 },
        AbortIncompleteMultipartUpload: { DaysAfterInitiation: 7 },
      }),
    ]);
    const exportsBucket = cfnResourceOf(data().exportsBucket).Properties ?? {};
    expect(exportsBucket['VersioningConfiguration']).toBeUndefined();
  });

  it('lets AWS Backup restore, with its own service role', () => {
    const role = cfnResourceOf(data().backups.node.findChild('Role'));
    expect(JSON.stringify(role.Properties?.['AssumeRolePolicyDocument'])).toContain('backup.amazonaws.com');
    const policies = JSON.stringify(role.Properties?.['ManagedPolicyArns']);
    for (const policy of [
      'AWSBackupServiceRolePolicyForBackup',
      'AWSBackupServiceRolePolicyForRestores',
      'AWSBackupServiceRolePolicyForS3Backup',
      'AWSBackupServiceRolePolicyForS3Restore',
    ])
      expect(policies).toContain(policy);
  });
});
