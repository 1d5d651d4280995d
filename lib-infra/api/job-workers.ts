import { Duration, NestedStack } from 'aws-cdk-lib';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import type { Construct } from 'constructs';
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
 * its kinds' workers only). No automatic retries: a failed run leaves the job 'failed', and
 * resuming it is the retry, from where it stopped.
 */
export class JobWorkers extends NestedStack {
  public readonly functions = new Map<JobKind, WiredFunction>();

  constructor(scope: Construct, id: string, props: JobWorkersProps) {
    super(scope, id, { description: `Portal ${props.stage}: the job workers` });
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
      new lambda.EventInvokeConfig(this, `${kind}InvokeConfig`, { function: fn.function, retryAttempts: 0 });
      this.functions.set(kind, fn);
    }
  }
}
