import { appendFile, mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Context } from 'aws-lambda';
import { backoffMs, sleep, type Backoff } from '../../functions/domain/core/jobs/job-retry';
import { lambdaContext } from './api-gateway-event';

/**
 * Lambda's asynchronous invocation as the twin runs it (the job workers' and the scheduled jobs'
 * EventInvokeConfig in lib-infra/api): the handler runs with a context whose deadline is the
 * function's timeout; when it throws it is invoked again with the same event, after a backoff, up
 * to `retryAttempts` more times (Lambda's MaximumRetryAttempts); after the last failure the event
 * is a dead letter, kept as Lambda's on-failure destination would send it (the dead-letter queue in
 * AWS) and told once. Lambda waits about one and then two minutes between attempts; the twin waits
 * seconds (JOB_RETRY_POLICY.localRunBackoff), so a developer is not kept waiting.
 */
export interface AsyncInvokeOptions {
  functionName: string;
  timeoutMs: number;
  retryAttempts: number;
  backoff: Backoff;
  deadLetters: LocalDeadLetters;
  /** A line for the terminal (a dead letter); never one per retry. */
  notify?: (line: string) => void;
  log?: (line: string) => void;
  wait?: (ms: number) => Promise<void>;
}

export type AsyncHandler<E, R> = (event: E, context: Context) => Promise<R>;

/** Invokes until an attempt succeeds (its result) or the last one fails (its error is thrown, after the dead letter is kept). */
export async function invokeWithRetries<E, R>(
  handler: AsyncHandler<E, R>,
  event: E,
  options: AsyncInvokeOptions,
): Promise<R> {
  const wait = options.wait ?? sleep;
  const attempts = options.retryAttempts + 1;
  for (let attempt = 1; ; attempt += 1) {
    const context = lambdaContext(options.functionName, options.timeoutMs);
    try {
      return await handler(event, context);
    } catch (error) {
      if (attempt >= attempts) {
        await options.deadLetters.keep({
          functionName: options.functionName,
          requestId: context.awsRequestId,
          attempts: attempt,
          event,
          error,
        });
        options.notify?.(
          `${options.functionName} gave up after ${attempt} attempts: ${String((error as Error).message ?? error)} Its event is kept in ${options.deadLetters.file} (in AWS: the dead-letter queue, with an alarm).`,
        );
        throw error;
      }
      const delay = backoffMs(attempt, options.backoff);
      options.log?.(
        `[async] ${options.functionName} attempt ${attempt} of ${attempts} failed (${String(error)}); invoking it again in ${Math.round(delay)} ms`,
      );
      await wait(delay);
    }
  }
}

/** A dead letter as Lambda's on-failure destination sends it (its record's fields the operator reads). */
export interface DeadLetterRecord {
  version: '1.0';
  timestamp: string;
  requestContext: {
    requestId: string;
    functionArn: string;
    condition: 'RetriesExhausted';
    approximateInvokeCount: number;
  };
  requestPayload: unknown;
  responseContext: { statusCode: 200; executedVersion: '$LATEST'; functionError: 'Unhandled' };
  responsePayload: { errorType: string; errorMessage: string };
}

export interface LocalDeadLetters {
  /** The JSON-lines file the dead letters are appended to (under the twin's data folder). */
  readonly file: string;
  keep(entry: {
    functionName: string;
    requestId: string;
    attempts: number;
    event: unknown;
    error: unknown;
  }): Promise<void>;
  list(): Promise<DeadLetterRecord[]>;
}

/** The twin's dead-letter queue: one JSON line per dead letter in `file`. */
export function localDeadLetters(file: string, now: () => Date = () => new Date()): LocalDeadLetters {
  return {
    file,
    async keep({ functionName, requestId, attempts, event, error }) {
      const record: DeadLetterRecord = {
        version: '1.0',
        timestamp: now().toISOString(),
        requestContext: {
          requestId,
          functionArn: `arn:aws:lambda:local:000000000000:function:${functionName}:$LATEST`,
          condition: 'RetriesExhausted',
          approximateInvokeCount: attempts,
        },
        requestPayload: event,
        responseContext: { statusCode: 200, executedVersion: '$LATEST', functionError: 'Unhandled' },
        responsePayload: {
          errorType: error instanceof Error ? error.name : 'Error',
          errorMessage: error instanceof Error ? error.message : String(error),
        },
      };
      await mkdir(path.dirname(file), { recursive: true });
      await appendFile(file, `${JSON.stringify(record)}\n`);
    },
    async list() {
      const text = await readFile(file, 'utf8').catch(() => '');
      return text
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as DeadLetterRecord);
    },
  };
}
