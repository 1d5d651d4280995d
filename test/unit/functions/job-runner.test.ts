import { InvokeCommand, LambdaClient } from '@aws-sdk/client-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { describe, expect, it } from 'vitest';
import { lambdaJobRunner } from '../../../functions/adapters/job-runner/lambda';
import { jobWorkerVariable } from '../../../functions/adapters/job-runner/port';

describe('the Lambda job runner', () => {
  it("invokes the kind's worker asynchronously with the job id, and says which variable is missing when it is not told the worker", async () => {
    // Prepare
    const lambda = mockClient(LambdaClient);
    lambda.on(InvokeCommand).resolves({ StatusCode: 202 });
    const runner = lambdaJobRunner(new LambdaClient({ region: 'ap-southeast-2' }), {
      [jobWorkerVariable('import-apply')]: 'apply-worker',
    });

    // Act
    await runner.start({ id: 'job-1', kind: 'import-apply' });
    const missing = runner.start({ id: 'job-2', kind: 'import-undo' });

    // Assess
    const [call] = lambda.commandCalls(InvokeCommand);
    expect(call?.args[0].input).toMatchObject({ FunctionName: 'apply-worker', InvocationType: 'Event' });
    expect(JSON.parse(new TextDecoder().decode(call?.args[0].input.Payload as Uint8Array))).toEqual({ jobId: 'job-1' });
    await expect(missing).rejects.toThrow('JOB_WORKER_IMPORT_UNDO is not set');
    lambda.restore();
  });
});
