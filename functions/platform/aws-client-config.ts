import { tableConfig } from './config';

/**
 * How long a function waits for DynamoDB or Cognito, set once for every client. A frozen or
 * unreachable store must not hold a request until API Gateway's 30 s limit: in AWS a connection
 * gets 1 s, an answer 2.5 s, and a failed call one retry (standard mode, whose retry quota stops
 * retry storms during an outage). The worst case, about 5 s, then answers 503 (error-mapper.ts).
 */
export const AWS_CALL_LIMITS = { connectionTimeoutMs: 1_000, requestTimeoutMs: 2_500, maxAttempts: 2 } as const;

/**
 * The local stand-ins (DynamoDB Local, cognito-local: a client with an endpoint) run on a laptop
 * that may be busy: a JVM pausing under load on two cores takes seconds to accept or answer, and
 * AWS's limits failed about one `npm start` in five there. They get 3 s to connect,
 * 8 s to answer and three tries; a frozen stand-in still answers 503, after at most about 35 s.
 */
export const LOCAL_CALL_LIMITS = { connectionTimeoutMs: 3_000, requestTimeoutMs: 8_000, maxAttempts: 3 } as const;

export type CallLimits = typeof AWS_CALL_LIMITS | typeof LOCAL_CALL_LIMITS;

/** AWS's limits, or the stand-ins' when the client calls a local endpoint (unless the twin asks for AWS's). */
export function callLimits(endpoint: string | undefined): CallLimits {
  return endpoint && tableConfig().STAND_IN_CALL_LIMITS !== 'aws' ? LOCAL_CALL_LIMITS : AWS_CALL_LIMITS;
}

export function boundedClientConfig(endpoint: string | undefined) {
  const limits = callLimits(endpoint);
  return {
    region: tableConfig().AWS_REGION,
    maxAttempts: limits.maxAttempts,
    retryMode: 'standard',
    requestHandler: {
      connectionTimeout: limits.connectionTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      // Newer handlers only warn when requestTimeout passes unless told to fail the call.
      throwOnRequestTimeout: true,
    },
    ...(endpoint ? { endpoint } : {}),
  };
}
