import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { ROUTE_FUNCTION_TIMEOUT_SECONDS } from '../../../lib-infra/function-limits';
import {
  invokeWithinLimits,
  LAMBDA_REQUEST_PAYLOAD_BYTES,
  LAMBDA_RESPONSE_PAYLOAD_BYTES,
  ROUTE_TIMEOUT_MS,
} from '../../../lib-infra/local/lambda-limits';

/** The twin's gateway keeps Lambda's limits on a route: payload sizes both ways and the CDK's timeout. */
describe("the twin's Lambda limits on a route", () => {
  const event = (body = '') => ({ version: '2.0', routeKey: 'POST /api/x', body }) as unknown as APIGatewayProxyEventV2;
  const answering =
    (body: string, isBase64Encoded = false) =>
    async () => ({ statusCode: 200, body, isBase64Encoded });

  it('stops a route at the timeout the CDK gives it, with the deadline in its context', async () => {
    // Prepare
    let remaining = 0;
    const slow = async (_event: APIGatewayProxyEventV2, context: { getRemainingTimeInMillis(): number }) => {
      remaining = context.getRemainingTimeInMillis();
      await new Promise((resolve) => setTimeout(resolve, 200));
      return { statusCode: 200, body: 'late' };
    };

    // Act
    const answer = await invokeWithinLimits(slow, event(), 'deleteStudents', 50);

    // Assess
    expect(ROUTE_TIMEOUT_MS).toBe(ROUTE_FUNCTION_TIMEOUT_SECONDS * 1000);
    expect(remaining).toBeGreaterThan(0);
    expect(remaining).toBeLessThanOrEqual(50);
    expect(answer).toEqual({
      ok: false,
      refusal: { status: 500, body: { message: 'Internal Server Error' }, reason: 'Task timed out after 0.05 seconds' },
    });
  });

  it('answers a result that fits, and refuses one over 6 MB once its body is base64', async () => {
    // Prepare: 4.8 MB of bytes are 6.4 MB of base64, as a PDF travels.
    const fits = 'x'.repeat(LAMBDA_RESPONSE_PAYLOAD_BYTES - 200);
    const pdf = Buffer.alloc(4_800_000, 1).toString('base64');

    // Act
    const small = await invokeWithinLimits(answering(fits), event(), 'r', 1_000);
    const large = await invokeWithinLimits(answering(pdf, true), event(), 'r', 1_000);

    // Assess
    expect(small).toEqual({ ok: true, result: { statusCode: 200, body: fits, isBase64Encoded: false } });
    expect(large.ok).toBe(false);
    if (!large.ok) {
      expect(large.refusal.status).toBe(500);
      expect(large.refusal.body).toEqual({ message: 'Internal Server Error' });
      expect(large.refusal.reason).toContain('exceeded maximum allowed payload size (6291556 bytes)');
    }
  });

  it('measures a body as JSON writes it: escaped characters count six bytes each', async () => {
    // Prepare: control characters are written \u0001, so a sixth of the limit of them is just over it.
    const escaped = '\u0001'.repeat(Math.ceil(LAMBDA_RESPONSE_PAYLOAD_BYTES / 6));
    const justUnder = '\u0001'.repeat(Math.floor(LAMBDA_RESPONSE_PAYLOAD_BYTES / 6) - 20);
    const quoted = '"'.repeat(LAMBDA_RESPONSE_PAYLOAD_BYTES / 2);

    // Act
    const over = await invokeWithinLimits(answering(escaped), event(), 'r', 1_000);
    const under = await invokeWithinLimits(answering(justUnder), event(), 'r', 1_000);
    const overQuoted = await invokeWithinLimits(answering(quoted), event(), 'r', 1_000);
    const request = await invokeWithinLimits(
      answering(''),
      event('\u0001'.repeat(LAMBDA_REQUEST_PAYLOAD_BYTES / 6)),
      'r',
      1_000,
    );

    // Assess
    expect(over.ok).toBe(false);
    expect(under.ok).toBe(true);
    expect(overQuoted.ok).toBe(false);
    expect(request.ok).toBe(false);
  });

  it('refuses an event over 6 MB with 413 and never runs the handler', async () => {
    // Prepare
    let ran = false;
    const handler = async () => {
      ran = true;
      return { statusCode: 200 };
    };

    // Act
    const answer = await invokeWithinLimits(handler, event('y'.repeat(LAMBDA_REQUEST_PAYLOAD_BYTES)), 'r', 1_000);

    // Assess
    expect(ran).toBe(false);
    expect(answer.ok).toBe(false);
    if (!answer.ok)
      expect(answer.refusal).toMatchObject({ status: 413, body: { message: 'Request Entity Too Large' } });
  });
});
