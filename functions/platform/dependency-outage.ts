/**
 * Whether a failure means a service the function depends on (DynamoDB, Cognito) is unreachable,
 * overloaded or failing on its side, rather than a fault of ours: timeouts of the bounded clients,
 * refused or dropped connections, throttling, and the services' own 5xx answers.
 */
const OUTAGE_NAMES = new Set([
  'TimeoutError',
  'RequestTimeout',
  'RequestTimeoutException',
  'ThrottlingException',
  'ProvisionedThroughputExceededException',
  'RequestLimitExceeded',
  'TooManyRequestsException',
  'ServiceUnavailable',
  'ServiceUnavailableException',
  'InternalServerError',
  'InternalErrorException',
]);
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  'ECONNABORTED',
]);

interface MaybeServiceError {
  name?: unknown;
  code?: unknown;
  cause?: unknown;
  $metadata?: { httpStatusCode?: number };
}

export function isDependencyOutage(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 3) return false;
  const candidate = error as MaybeServiceError;
  if (typeof candidate.name === 'string' && OUTAGE_NAMES.has(candidate.name)) return true;
  if (typeof candidate.code === 'string' && CONNECTION_CODES.has(candidate.code)) return true;
  const status = candidate.$metadata?.httpStatusCode;
  if (typeof status === 'number' && status >= 500) return true;
  return isDependencyOutage(candidate.cause, depth + 1);
}
