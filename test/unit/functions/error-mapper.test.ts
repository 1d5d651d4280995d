import { describe, expect, it } from 'vitest';
import { errorMapper } from '../../../functions/platform/error-mapper';
import { NotFoundError } from '../../../functions/platform/errors';

function mapError(error: Error) {
  const request = { error, response: undefined as { statusCode: number; body: string } | undefined };
  const onError = errorMapper().onError;
  if (!onError) throw new Error('no onError');
  void onError(request as never);
  return { status: request.response?.statusCode, body: JSON.parse(request.response?.body ?? '{}') as { errors: { detail: string }[] } };
}

describe('error mapper', () => {
  it('answers domain errors as they are', () => {
    const answer = mapError(new NotFoundError('This app could not be found.'));

    expect(answer.status).toBe(404);
    expect(answer.body.errors[0]?.detail).toBe('This app could not be found.');
  });

  it('hides the cause of unexpected failures', () => {
    const answer = mapError(new Error('ResourceNotFoundException: table portal-prod missing at arn:aws:...'));

    expect(answer.status).toBe(500);
    expect(JSON.stringify(answer.body)).not.toMatch(/arn:aws|portal-prod|ResourceNotFound/);
  });
});
