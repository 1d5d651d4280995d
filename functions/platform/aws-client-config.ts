import { tableConfig } from './config';

/**
 * How long a function waits for DynamoDB or Cognito, set once for every client. A frozen or
 * unreachable store must not hold a request until API Gateway's 30 s limit: a connection gets
 * 1 s, an answer 2.5 s, and a failed call one retry (standard mode, whose retry quota stops
 * retry storms during an outage). The worst case, about 5 s, then answers 503 (error-mapper.ts).
 */
export const AWS_CALL_LIMITS = { connectionTimeoutMs: 1_000, requestTimeoutMs: 2_500, maxAttempts: 2 } as const;

export function boundedClientConfig(endpoint: string | undefined) {
  return {
    region: tableConfig().AWS_REGION,
    maxAttempts: AWS_CALL_LIMITS.maxAttempts,
    retryMode: 'standard',
    requestHandler: {
      connectionTimeout: AWS_CALL_LIMITS.connectionTimeoutMs,
      requestTimeout: AWS_CALL_LIMITS.requestTimeoutMs,
      // Newer handlers only warn when requestTimeout passes unless told to fail the call.
      throwOnRequestTimeout: true,
    },
    ...(endpoint ? { endpoint } : {}),
  };
}
