import {
  ConditionalCheckFailedException,
  InternalServerError,
  ProvisionedThroughputExceededException,
} from '@aws-sdk/client-dynamodb';
import { NotFoundError } from '../../functions/platform/errors';

/**
 * Faults as the services and the SDK raise them, for tests and benches that make a step fail:
 * the transient kinds a job retries, and permanent ones it fails on at once.
 */
export const transientFaults = {
  /** DynamoDB throttling the table (HTTP 400 with the throttling code). */
  throttled: () =>
    new ProvisionedThroughputExceededException({
      message: 'The level of configured provisioned throughput for the table was exceeded.',
      $metadata: { httpStatusCode: 400 },
    }),
  /** The SDK's request handler giving up on an answer (requestTimeout with throwOnRequestTimeout). */
  timedOut: () => Object.assign(new Error('Request did not complete within 2500 ms'), { name: 'TimeoutError' }),
  /** A 5xx of the service. */
  serverError: () => new InternalServerError({ message: 'Internal server error', $metadata: { httpStatusCode: 500 } }),
  /** A connection dropped half-way. */
  connectionLost: () => Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' }),
} as const;

export const permanentFaults = {
  /** The domain's own refusal. */
  notFound: () => new NotFoundError('The school could not be found.'),
  /** A write whose condition failed: retrying it cannot help. */
  conditionFailed: () =>
    new ConditionalCheckFailedException({ message: 'The conditional request failed', $metadata: {} }),
  /** A fault in our code. */
  bug: () => new TypeError("Cannot read properties of undefined (reading 'id')"),
} as const;
