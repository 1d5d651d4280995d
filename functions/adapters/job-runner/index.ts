import { LambdaClient } from '@aws-sdk/client-lambda';
import { boundedClientConfig } from '../../platform/aws-client-config';
import { inProcessJobRunner } from './in-process';
import { lambdaJobRunner } from './lambda';
import type { JobRunner } from './port';

let lambda: JobRunner | undefined;

/** The twin's in-process runner when the gateway installed one, else Lambda's asynchronous invocation. */
export function jobRunner(): JobRunner {
  const local = inProcessJobRunner();
  if (local) return local;
  lambda ??= lambdaJobRunner(new LambdaClient(boundedClientConfig(undefined)));
  return lambda;
}
