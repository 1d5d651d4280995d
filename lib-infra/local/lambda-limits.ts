import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { ROUTE_FUNCTION_TIMEOUT_SECONDS } from '../function-limits';
import { lambdaContext } from './api-gateway-event';

/**
 * The limits Lambda puts on a synchronous invocation, which the twin's gateway keeps for every route
 * (ARCHITECTURE 'The edge': every stand-in enforces the AWS limits the code could cross), so that a
 * route that would fail in AWS fails in the twin and in its tests too.
 *
 * - The invocation payload (the event as JSON) is at most 6 MB: Lambda refuses a larger one
 *   (RequestTooLargeException) and API Gateway answers 413, as it does past its own 10 MB body limit.
 * - The response payload (what the handler returns, as JSON, with a binary body in base64) is at
 *   most 6,291,556 bytes, the figure Lambda's 'Function.ResponseSizeTooLarge' error names.
 * - A route runs at most ROUTE_FUNCTION_TIMEOUT_SECONDS, its CDK timeout.
 *
 * A response too large and a timeout are function errors, which an HTTP API (payload format 2.0)
 * answers as it answers an unhandled exception: 500 with {"message":"Internal Server Error"} (AWS's
 * 'Troubleshooting issues with HTTP API Lambda integrations'; a REST API would answer 502, and an
 * HTTP API answers 503 only when its own 30 s integration limit passes first, which a 15 s function
 * never lets happen).
 */
export const LAMBDA_REQUEST_PAYLOAD_BYTES = 6 * 1024 * 1024;
export const LAMBDA_RESPONSE_PAYLOAD_BYTES = 6_291_556;
export const ROUTE_TIMEOUT_MS = ROUTE_FUNCTION_TIMEOUT_SECONDS * 1000;

export type RouteHandler = (
  event: APIGatewayProxyEventV2,
  context: Context,
) => Promise<APIGatewayProxyStructuredResultV2>;

/** What the gateway answers in place of the function's result, with API Gateway's status and body. */
export interface GatewayRefusal {
  status: number;
  body: { message: string };
  /** For the twin's log: which limit the invocation crossed. */
  reason: string;
}

export type LimitedInvocation =
  { ok: true; result: APIGatewayProxyStructuredResultV2 } | { ok: false; refusal: GatewayRefusal };

const INTERNAL_ERROR = { message: 'Internal Server Error' };

/**
 * A payload's size as JSON when it is over `limit`; null when it is within. JSON writes each UTF-16
 * unit of a string as at most 6 bytes (`\uXXXX`), so a payload whose body bounded that way fits is
 * within the limit without writing the body out again: writing a 70 KB OneRoster page (every quote
 * escaped) costs about 0.2 ms, a good part of the request the twin times. Only a payload whose
 * bound crosses the limit is written out and measured exactly, so the decision is Lambda's.
 */
function bytesOver(payload: object, limit: number): number | null {
  const { body } = payload as { body?: unknown };
  if (
    typeof body === 'string' &&
    Buffer.byteLength(JSON.stringify({ ...payload, body: '' })) + 6 * body.length <= limit
  )
    return null;
  const bytes = Buffer.byteLength(JSON.stringify(payload));
  return bytes > limit ? bytes : null;
}

/**
 * Invokes a route's handler as Lambda would, within its payload and time limits. The twin runs the
 * handler in its own process and cannot stop it as Lambda stops a function that timed out: the
 * caller is answered at the deadline, and what the handler still does is not waited for (its
 * writes may still land, where in AWS they would stop part-way; either way the work is not done).
 */
export async function invokeWithinLimits(
  handler: RouteHandler,
  event: APIGatewayProxyEventV2,
  functionName: string,
  timeoutMs: number = ROUTE_TIMEOUT_MS,
): Promise<LimitedInvocation> {
  const eventBytes = bytesOver(event, LAMBDA_REQUEST_PAYLOAD_BYTES);
  if (eventBytes !== null)
    return {
      ok: false,
      refusal: {
        status: 413,
        body: { message: 'Request Entity Too Large' },
        reason: `the event is ${eventBytes} bytes, over Lambda's ${LAMBDA_REQUEST_PAYLOAD_BYTES}`,
      },
    };

  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<'timed-out'>((resolve) => {
    timer = setTimeout(() => resolve('timed-out'), timeoutMs);
  });
  const running = handler(event, lambdaContext(functionName, timeoutMs));
  // A handler that fails after the deadline has already been answered for; its failure is not unhandled.
  running.catch(() => undefined);
  let result: APIGatewayProxyStructuredResultV2 | 'timed-out';
  try {
    result = await Promise.race([running, deadline]);
  } finally {
    clearTimeout(timer);
  }
  if (result === 'timed-out')
    return {
      ok: false,
      refusal: {
        status: 500,
        body: INTERNAL_ERROR,
        reason: `Task timed out after ${(timeoutMs / 1000).toFixed(2)} seconds`,
      },
    };

  const responseBytes = bytesOver(result, LAMBDA_RESPONSE_PAYLOAD_BYTES);
  if (responseBytes !== null)
    return {
      ok: false,
      refusal: {
        status: 500,
        body: INTERNAL_ERROR,
        reason: `Response payload size (${responseBytes} bytes) exceeded maximum allowed payload size (${LAMBDA_RESPONSE_PAYLOAD_BYTES} bytes)`,
      },
    };
  return { ok: true, result };
}
