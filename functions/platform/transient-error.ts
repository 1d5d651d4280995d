import { isDependencyOutage } from './dependency-outage';
import { DomainError } from './errors';

/**
 * Whether trying the same thing again a moment later may succeed (ARCHITECTURE 'Jobs and
 * progress'): a service that timed out, throttled, answered 5xx or dropped the connection, or a
 * machine short of file handles. Everything else is permanent: the domain's own refusals
 * (validation, not found, conflict, forbidden), a failed condition, a fault in our code. Jobs
 * retry the first kind with backoff (functions/domain/core/jobs/job-retry.ts) and fail at once on the
 * second.
 */
export function isTransientError(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 3) return false;
  if (error instanceof TransientError) return true;
  if (error instanceof DomainError) return false;
  if (isDependencyOutage(error)) return true;
  const candidate = error as MaybeServiceError;
  if (typeof candidate.name === 'string' && TRANSIENT_NAMES.has(candidate.name)) return true;
  if (typeof candidate.code === 'string' && TRANSIENT_CODES.has(candidate.code)) return true;
  // The AWS SDK marks what its own retry strategy would retry (throttling, transient network faults).
  if (candidate.$retryable !== undefined && candidate.$retryable !== null) return true;
  if (candidate.$metadata?.httpStatusCode === 429) return true;
  if (candidate.name === 'TransactionCanceledException' && Array.isArray(candidate.CancellationReasons)) {
    const codes = candidate.CancellationReasons.map((reason) => reason?.Code).filter((code) => code && code !== 'None');
    if (codes.length > 0 && codes.every((code) => TRANSIENT_CANCELLATIONS.has(String(code)))) return true;
  }
  return isTransientError(candidate.cause, depth + 1);
}

/**
 * A failure of ours that is worth trying again (e.g. a job's nested run that must run again);
 * its cause, if any, says what went wrong.
 */
export class TransientError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'TransientError';
  }
}

interface MaybeServiceError {
  name?: unknown;
  code?: unknown;
  cause?: unknown;
  $retryable?: unknown;
  $metadata?: { httpStatusCode?: number };
  CancellationReasons?: Array<{ Code?: string } | undefined>;
}

/** Error names of AWS services and SDKs that mean "not now" rather than "no" (beyond isDependencyOutage's). */
const TRANSIENT_NAMES = new Set([
  'TransactionConflictException',
  'TransactionInProgressException',
  'LimitExceededException',
  'SlowDown',
  'EC2ThrottledException',
  'Throttling',
  'ThrottledException',
  'KMSInternalException',
  'DependencyTimeoutException',
  'ResourceNotReadyException',
]);

/** Node's codes for a connection lost or refused, a socket or file handle short, a name not resolved yet. */
const TRANSIENT_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ESOCKETTIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENETDOWN',
  'EAI_AGAIN',
  'ECONNABORTED',
  'EMFILE',
  'ENFILE',
  'EAGAIN',
  'EBUSY',
  'UND_ERR_SOCKET',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
]);

/** A transaction cancelled only for these reasons may pass when tried again. */
const TRANSIENT_CANCELLATIONS = new Set([
  'TransactionConflict',
  'ThrottlingError',
  'ProvisionedThroughputExceeded',
  'RequestLimitExceeded',
]);
