import { describe, expect, it } from 'vitest';
import { ConcurrentChangeError, ENTITY_MESSAGES, EntityNotFoundError } from '../../../functions/data/entity';
import { errorMapper, SERVICE_UNAVAILABLE } from '../../../functions/http/error-mapper';
import { ConflictError, NotFoundError } from '../../../functions/platform/errors';
import { inLocale, translatedIn } from '../../../functions/platform/language';
import { CLASS_MESSAGES } from '../../../shared/schemas/classes';

function mapError(error: Error, headers: Record<string, string> = {}) {
  const request = {
    error,
    event: { headers },
    response: undefined as { statusCode: number; body: string } | undefined,
  };
  const onError = errorMapper().onError;
  if (!onError) throw new Error('no onError');
  void onError(request as never);
  return {
    status: request.response?.statusCode,
    body: JSON.parse(request.response?.body ?? '{}') as { errors: { detail: string }[] },
  };
}

describe('error mapper', () => {
  it('answers domain errors as they are', () => {
    const answer = mapError(new NotFoundError('This app could not be found.'));

    expect(answer.status).toBe(404);
    expect(answer.body.errors[0]?.detail).toBe('This app could not be found.');
  });

  it("answers a fixed text in the caller's language, and the code as it is", () => {
    const english = mapError(new NotFoundError(CLASS_MESSAGES.classNotFound));
    const spanish = mapError(new NotFoundError(CLASS_MESSAGES.classNotFound), { 'Accept-Language': 'es-MX,en;q=0.5' });

    expect(spanish.body.errors[0]).toMatchObject({
      code: 'not-found',
      detail: translatedIn('es', CLASS_MESSAGES.classNotFound),
    });
    expect(spanish.body.errors[0]?.detail).not.toBe(english.body.errors[0]?.detail);
  });

  it("answers the data layer's refusals in the caller's language, without the table's name for the thing", () => {
    const gone = mapError(new EntityNotFoundError('class-group'), { 'Accept-Language': 'fr' });
    const clash = mapError(new ConcurrentChangeError('user-service'), { 'Accept-Language': 'zh-CN' });

    expect(gone.status).toBe(404);
    expect(gone.body.errors[0]?.detail).toBe('Introuvable : cet élément a peut-être été supprimé.');
    expect(clash.status).toBe(409);
    expect(clash.body.errors[0]?.detail).toBe(translatedIn('zh-Hans', ENTITY_MESSAGES.concurrentChange));
    expect(clash.body.errors[0]?.detail).not.toMatch(/user-service|changed/);
  });

  it('answers a text made with values as it was made, braces and apostrophes of a name kept', () => {
    // Made in the request's language when thrown (shared/i18n/text.ts icu): read as a template again, '{x}' would go.
    const detail = inLocale('es', () => CLASS_MESSAGES.classNameTaken("{Year} 3B's"));

    const answer = mapError(new ConflictError(detail), { 'accept-language': 'es' });

    expect(detail).toContain("{Year} 3B's");
    expect(answer.body.errors[0]?.detail).toBe(detail);
  });

  it('hides the cause of unexpected failures', () => {
    const answer = mapError(new Error('ResourceNotFoundException: table portal-prod missing at arn:aws:...'));

    expect(answer.status).toBe(500);
    expect(JSON.stringify(answer.body)).not.toMatch(/arn:aws|portal-prod|ResourceNotFound/);
  });
});

describe('an outage of a service the request needs', () => {
  const outages: [string, Error][] = [
    ['a timed-out call', Object.assign(new Error('socket timed out'), { name: 'TimeoutError' })],
    ['a refused connection', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:8000'), { code: 'ECONNREFUSED' })],
    [
      'a dropped connection, wrapped',
      Object.assign(new Error('request failed'), {
        cause: Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' }),
      }),
    ],
    ['throttling', Object.assign(new Error('Rate exceeded'), { name: 'ThrottlingException' })],
    [
      'a 5xx answer of the service',
      Object.assign(new Error('Internal error'), { name: 'UnknownError', $metadata: { httpStatusCode: 500 } }),
    ],
  ];

  it.each(outages)('answers %s with 503 and a time to retry', (_name, error) => {
    const request = {
      error,
      event: { headers: {} },
      response: undefined as { statusCode: number; body: string; headers: Record<string, string> } | undefined,
    };
    void errorMapper().onError?.(request as never);

    expect(request.response?.statusCode).toBe(503);
    expect(request.response?.headers['retry-after']).toBe('5');
    expect(JSON.parse(request.response?.body ?? '{}')).toEqual({
      errors: [{ status: '503', code: 'service-unavailable', detail: SERVICE_UNAVAILABLE }],
    });
  });

  it('does not take a refusal of the service (a 4xx) for an outage', () => {
    const answer = mapError(
      Object.assign(new Error('The conditional request failed'), {
        name: 'ConditionalCheckFailedException',
        $metadata: { httpStatusCode: 400 },
      }),
    );

    expect(answer.status).toBe(500);
  });
});
