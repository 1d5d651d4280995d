import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { defineEndpoints } from '../../../shared/api/endpoint';
import { BadRequestError, ValidationError } from '../../../functions/platform/errors';
import type { PortalContext, PortalEvent } from '../../../functions/platform/request-context';
import { validateRequest } from '../../../functions/platform/validate-request';

const { example: endpoint } = defineEndpoints('examples', {
  example: {
    method: 'POST',
    path: '/api/things/{thingId}',
    summary: 'example',
    params: z.object({ thingId: z.string().check(z.regex(/^\d+$/, 'Not a number.')) }),
    body: z.object({ name: z.string().check(z.minLength(1, 'Please enter a name.')) }),
    response: z.object({}),
  },
});

function run(event: Partial<PortalEvent>) {
  const request = { event: { isBase64Encoded: false, ...event } as PortalEvent, context: {} as PortalContext, response: undefined, error: undefined, internal: {} };
  const before = validateRequest(endpoint).before;
  if (!before) throw new Error('no before');
  return { result: async () => before(request as never), context: request.context };
}

describe('request validation', () => {
  it('hands the parsed parts to the handler', async () => {
    const { result, context } = run({ pathParameters: { thingId: '7' }, body: '{"name":"Kite"}' });

    await result();

    expect(context.request).toEqual({ params: { thingId: '7' }, query: {}, body: { name: 'Kite' } });
  });

  it('reports every invalid part at once with pointers', async () => {
    const { result } = run({ pathParameters: { thingId: 'x' }, body: '{"name":""}' });

    const error = await result().catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).errors.map((entry) => [entry.source?.pointer, entry.detail])).toEqual([
      ['/data/attributes/thingId', 'Not a number.'],
      ['/data/attributes/name', 'Please enter a name.'],
    ]);
  });

  it('refuses reserved names in the query and the body', async () => {
    const { result } = run({ pathParameters: { thingId: '1' }, queryStringParameters: { action: 'x' }, body: '{"name":"a","id":"2"}' });

    const error = (await result().catch((caught: unknown) => caught)) as ValidationError;

    expect(error.errors.map((entry) => entry.source?.pointer)).toEqual(['/data/attributes/action', '/data/attributes/id']);
  });

  it('refuses a body that is not JSON', async () => {
    const { result } = run({ pathParameters: { thingId: '1' }, body: '{' });

    await expect(result()).rejects.toBeInstanceOf(BadRequestError);
  });

  it('reads base64-encoded bodies', async () => {
    const { result, context } = run({ pathParameters: { thingId: '1' }, body: Buffer.from('{"name":"b"}').toString('base64'), isBase64Encoded: true });

    await result();

    expect(context.request.body).toEqual({ name: 'b' });
  });
});
