import { Duration, NestedStack } from 'aws-cdk-lib';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as destinations from 'aws-cdk-lib/aws-lambda-destinations';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import { NagSuppressions } from 'cdk-nag';
import type { Construct } from 'constructs';
import { JOB_RETRY_POLICY } from '../../functions/domain/core/jobs/job-retry';
import { JOB_WORKERS, workerModuleOf } from '../../functions/jobs/workers';
import { JOB_KINDS, type JobKind } from '../../shared/schemas/jobs';
import { WiredFunction, type FunctionWiring } from '../wired-function';

export interface JobWorkersProps extends FunctionWiring {
  /** The bundle of a job kind's worker: dist/functions/workers/<kind> in the app, a stub in tests. */
  codeForWorker: (kind: JobKind) => lambda.Code;
}

/**
 * One Lambda per job kind (functions/jobs/workers.ts), with exactly the grants its `uses` lists,
 * invoked asynchronously by the routes that start or resume that kind (each such route may invoke
 * its kinds' workers only). A run that fails transiently leaves the job queued with its cursor
 * and fails the invocation; Lambda's asynchronous retries (MaximumRetryAttempts =
 * JOB_RETRY_POLICY.runs − 1) run it again from there, and after the last one the event goes to
 * the job dead-letter queue, whose alarm tells the team (docs/operations.md). A permanent failure
 * leaves the job 'failed' and ends the invocation normally: its owner resumes it.
 */
export class JobWorkers extends NestedStack {
  public readonly functions = new Map<JobKind, WiredFunction>();
  public readonly deadLetterQueue: sqs.Queue;

  constructor(scope: Construct, id: string, props: JobWorkersProps) {
    super(scope, id, { description: `Portal ${props.stage}: the job workers` });
    this.deadLetterQueue = new sqs.Queue(this, 'DeadLetters', {
      encryption: sqs.QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    NagSuppressions.addResourceSuppressions(this.deadLetterQueue, [
      {
        id: 'AwsSolutions-SQS3',
        reason:
          'This queue is the dead-letter queue of the job workers itself; its messages are read by people after the alarm.',
      },
    ]);
    // Its alarm (portal-<stage>-job-dead-letters) is the stage's: lib-infra/observability watchJobs.
    const { codeForWorker, ...wiring } = props;
    for (const kind of JOB_KINDS) {
      const spec = JOB_WORKERS[kind];
      const fn = new WiredFunction(this, kind, {
        code: codeForWorker(kind),
        description: `The ${kind} job worker (${workerModuleOf(kind)})`,
        uses: spec.uses,
        wiring,
        environment: { JOB_KIND: kind },
        memorySize: spec.memoryMb,
        timeout: Duration.minutes(spec.timeoutMinutes),
      });
      new lambda.EventInvokeConfig(this, `${kind}InvokeConfig`, {
        function: fn.function,
        retryAttempts: JOB_RETRY_POLICY.runs - 1,
        maxEventAge: Duration.hours(6),
        onFailure: new destinations.SqsDestination(this.deadLetterQueue),
      });
      this.functions.set(kind, fn);
    }
  }
}
