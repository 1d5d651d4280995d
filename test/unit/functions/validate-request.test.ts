import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { defineEndpoints, type Endpoint } from '../../../shared/api/endpoint';
import { BadRequestError, UnsupportedMediaTypeError, ValidationError } from '../../../functions/platform/errors';
import type { PortalContext, PortalEvent } from '../../../functions/http/request-context';
import { validateRequest } from '../../../functions/http/validate-request';

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

const { webhook } = defineEndpoints('examples', {
  webhook: {
    method: 'POST',
    path: '/api/webhook',
    summary: 'a raw-body route',
    contentType: 'text/plain',
    body: z.string().check(z.minLength(1)),
    response: z.object({}),
  },
});

const JSON_HEADERS = { 'content-type': 'application/json' };

function run(event: Partial<PortalEvent>, route: Endpoint = endpoint) {
  const request = {
    event: { isBase64Encoded: false, headers: JSON_HEADERS, ...event } as PortalEvent,
    context: {} as PortalContext,
    response: undefined,
    error: undefined,
    internal: {},
  };
  const before = validateRequest(route).before;
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
    const { result } = run({
      pathParameters: { thingId: '1' },
      queryStringParameters: { action: 'x' },
      body: '{"name":"a","id":"2"}',
    });

    const error = (await result().catch((caught: unknown) => caught)) as ValidationError;

    expect(error.errors.map((entry) => entry.source?.pointer)).toEqual([
      '/data/attributes/action',
      '/data/attributes/id',
    ]);
  });

  it('refuses a body that is not JSON', async () => {
    const { result } = run({ pathParameters: { thingId: '1' }, body: '{' });

    await expect(result()).rejects.toBeInstanceOf(BadRequestError);
  });

  it('reads base64-encoded bodies', async () => {
    const { result, context } = run({
      pathParameters: { thingId: '1' },
      body: Buffer.from('{"name":"b"}').toString('base64'),
      isBase64Encoded: true,
    });

    await result();

    expect(context.request.body).toEqual({ name: 'b' });
  });

  it.each([
    ['text/plain', 'text/plain'],
    ['a form', 'application/x-www-form-urlencoded'],
    ['no type at all', undefined],
    ['JSON-like but another type', 'application/json-patch+json'],
  ])('refuses a body sent as %s with 415, before reading it', async (_name, contentType) => {
    const { result, context } = run({
      pathParameters: { thingId: '1' },
      headers: contentType ? { 'content-type': contentType } : {},
      body: '{"name":"a"}',
    });

    const error = await result().catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(UnsupportedMediaTypeError);
    expect((error as UnsupportedMediaTypeError).status).toBe(415);
    expect((error as UnsupportedMediaTypeError).detail).toBe('The request body must be application/json.');
    expect(context.request).toBeUndefined();
  });

  it('takes JSON whatever the case of the type and its parameters', async () => {
    const { result, context } = run({
      pathParameters: { thingId: '1' },
      headers: { 'content-type': 'Application/JSON; charset=UTF-8' },
      body: '{"name":"c"}',
    });

    await result();

    expect(context.request.body).toEqual({ name: 'c' });
  });

  it('does not ask a request without a body for a type', async () => {
    const { result } = run({ pathParameters: { thingId: '1' }, headers: {} });

    const error = await result().catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ValidationError);
  });

  it('hands a route that declares another type its raw body, and refuses JSON there', async () => {
    const raw = run({ headers: { 'content-type': 'text/plain' }, body: 'signed=payload' }, webhook);
    await raw.result();
    expect(raw.context.request.body).toBe('signed=payload');

    const json = run({ body: '{"a":1}' }, webhook);
    await expect(json.result()).rejects.toBeInstanceOf(UnsupportedMediaTypeError);
  });
});
