import { describe, expect, it } from 'vitest';
import { landingTarget } from '../../../../frontend/src/features/auth/pages/landing-redirect';
import { ApiRequestError } from '../../../../frontend/src/lib/api-client';
import { recordClientLog } from '../../../../frontend/src/lib/client-log';
import { shouldReport } from '../../../../frontend/src/lib/report-client-error';
import { reportBody } from '../../../../frontend/src/lib/send-client-error';
import { DEBUG_MESSAGE_LIMITS, debugMessageRequestSchema } from '../../../../shared/schemas/diagnostics';

const refusal = (status: number) =>
  new ApiRequestError('listServices', status, [{ status: String(status), detail: 'refused' }]);

describe('which errors the SPA reports (§7)', () => {
  it.each([
    ['a bug', new TypeError('x is undefined'), {}, true],
    ['a 500', refusal(500), {}, true],
    ['no answer', refusal(0), {}, true],
    ['a 401', refusal(401), {}, false],
    ['a 401 even when refusals are asked for', refusal(401), { evenIfRefused: true }, false],
    ['a 404', refusal(404), {}, false],
    ['a 409 when refusals are asked for', refusal(409), { evenIfRefused: true }, true],
    ['an abort', new DOMException('aborted', 'AbortError'), {}, false],
  ])('%s: %s', (_case, error, options, expected) => {
    expect(shouldReport(error, options)).toBe(expected);
  });

  it('builds a report the API accepts however long the stack and log are, with the page path only', () => {
    // Prepare
    const error = new Error('m'.repeat(3000));
    error.stack = 's'.repeat(20_000);
    for (let line = 0; line < 80; line += 1) recordClientLog(`GET /api/services ${'x'.repeat(600)}`);

    // Act
    const body = reportBody(error, 'page error', { pathname: '/library' }, 'u'.repeat(900));

    // Assess
    expect(debugMessageRequestSchema.safeParse(body).success).toBe(true);
    expect(body.message.length).toBe(DEBUG_MESSAGE_LIMITS.message);
    expect(body.url).toBe('/library');
    expect(body.message.startsWith('page error: Error: mmm')).toBe(true);
  });
});

describe('the landing page /go (web.landing)', () => {
  it.each([
    ['?service=maths-quest', true, '/library?serviceId=maths-quest'],
    ['?serviceId=maths-quest', true, '/library?serviceId=maths-quest'],
    ['?intended=%2Faccount', true, '/account'],
    ['', true, '/library'],
    ['?service=maths-quest', false, '/auth/login?service=maths-quest'],
    ['?intended=%2Faccount', false, '/auth/login?intended=%2Faccount'],
    ['', false, '/library'],
    ['?intended=%2F%2Fevil.example', false, '/library'],
    ['?intended=https%3A%2F%2Fevil.example', true, '/library'],
    ['?service=%3Cscript%3E', false, '/library'],
  ])('%s, signed in %s → %s', (search, signedIn, expected) => {
    expect(landingTarget(new URLSearchParams(search), signedIn)).toBe(expected);
  });
});
