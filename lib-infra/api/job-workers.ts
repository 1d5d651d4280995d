import { Duration, NestedStack } from 'aws-cdk-lib';
import type { IUserPool } from 'aws-cdk-lib/aws-cognito';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IKey } from 'aws-cdk-lib/aws-kms';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import type { RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { JOB_WORKERS } from '../../functions/jobs/workers';
import { JOB_KINDS, type JobKind } from '../../shared/schemas/jobs';
import { ProjectFunction } from '../project-function';

export interface JobWorkersProps {
  table: ITable;
  userPool: IUserPool;
  userPoolClientId: string;
  passwordKey: IKey;
  rosterBucket: IBucket;
  exportsBucket: IBucket;
  stage: string;
  logLevel: string;
  logRetention: RetentionDays;
  /** The site's address and the SES sender, for workers whose kind sends mail (`uses.ses`). */
  siteUrl: string;
  mailFromAddress: string;
  /** The bundle of a job kind's worker: dist/functions/workers/<kind> in the app, a stub in tests. */
  codeForWorker: (kind: JobKind) => lambda.Code;
}

/**
 * One Lambda per job kind (functions/jobs/workers.ts), with exactly the grants its `uses` lists,
 * invoked asynchronously by the routes that start or resume that kind (route-functions-stack.ts
 * grants each such route lambda:InvokeFunction on its kinds' workers only). No automatic retries:
 * a failed run leaves the job 'failed', and resuming it is the retry, from where it stopped.
 */
export class JobWorkers extends NestedStack {
  public readonly functions = new Map<JobKind, ProjectFunction>();

  constructor(scope: Construct, id: string, props: JobWorkersProps) {
    super(scope, id, { description: `Portal ${props.stage}: the job workers` });
    for (const kind of JOB_KINDS) {
      const spec = JOB_WORKERS[kind];
      const fn = new ProjectFunction(this, kind, {
        code: props.codeForWorker(kind),
        description: `The ${kind} job worker (${spec.handler})`,
        logRetention: props.logRetention,
        memorySize: spec.memoryMb,
        timeout: Duration.minutes(spec.timeoutMinutes),
        environment: {
          JOB_KIND: kind,
          STAGE: props.stage,
          LOG_LEVEL: props.logLevel,
          TABLE_NAME: props.table.tableName,
          USER_POOL_ID: props.userPool.userPoolId,
          USER_POOL_CLIENT_ID: props.userPoolClientId,
          ...(spec.uses.studentPasswords ? { PASSWORD_KEY_ID: props.passwordKey.keyArn } : {}),
          ...(spec.uses.ses ? { SITE_URL: props.siteUrl, MAIL_FROM: props.mailFromAddress } : {}),
          ...(spec.uses.rosters ? { ROSTER_BUCKET: props.rosterBucket.bucketName } : {}),
          ...(spec.uses.exports ? { EXPORTS_BUCKET: props.exportsBucket.bucketName } : {}),
        },
      });
      new lambda.EventInvokeConfig(this, `${kind}InvokeConfig`, { function: fn.function, retryAttempts: 0 });
      if (spec.uses.table) fn.grantTableAccess(props.table, spec.uses.table);
      if (spec.uses.userPool) fn.grantUserPoolActions(props.userPool, spec.uses.userPool);
      if (spec.uses.studentPasswords) fn.grantPasswordKey(props.passwordKey, spec.uses.studentPasswords);
      if (spec.uses.ses) fn.grantSendMailFrom(props.mailFromAddress);
      if (spec.uses.rosters) fn.grantRosterRead(props.rosterBucket);
      if (spec.uses.exports) fn.grantExports(props.exportsBucket, spec.uses.exports);
      this.functions.set(kind, fn);
    }
  }
}
