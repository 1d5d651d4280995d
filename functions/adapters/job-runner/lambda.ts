import { InvokeCommand, type LambdaClient } from '@aws-sdk/client-lambda';
import { jobWorkerVariable, type JobRunner, type JobWorkerEvent } from './port';

/**
 * In AWS: an asynchronous invocation (InvocationType 'Event') of the job kind's worker function,
 * whose name the route is told in JOB_WORKER_<KIND>; the route may invoke only that function.
 * Lambda answers 202 once the event is queued; the worker has no automatic retries (the job's
 * resume is the retry, from where it stopped).
 */
export function lambdaJobRunner(
  client: LambdaClient,
  environment: Record<string, string | undefined> = process.env,
): JobRunner {
  return {
    async start(job) {
      const functionName = environment[jobWorkerVariable(job.kind)];
      if (!functionName)
        throw new Error(`The function starts ${job.kind} jobs but ${jobWorkerVariable(job.kind)} is not set`);
      const event: JobWorkerEvent = { jobId: job.id };
      await client.send(
        new InvokeCommand({
          FunctionName: functionName,
          InvocationType: 'Event',
          Payload: new TextEncoder().encode(JSON.stringify(event)),
        }),
      );
    },
  };
}
