import { afterEach, describe, expect, it, vi } from 'vitest';
import { countriesRoutes } from '../../../../functions/api/countries/routes';
import { defineHandler } from '../../../../functions/http/http-handler';
import { ORIGIN_VERIFY_HEADER } from '../../../../functions/http/origin-check';
import type { PortalContext, PortalEvent } from '../../../../functions/http/request-context';
import { logger } from '../../../../functions/platform/logger';

const SECRET = 'cloudfront-origin-secret-of-the-stage-0123456789';

/** An HTTP API (payload 2.0) event as API Gateway passes it to a route function. */
function eventWith(headers: Record<string, string>): PortalEvent {
  return {
    version: '2.0',
    routeKey: 'GET /api/countries',
    rawPath: '/api/countries',
    rawQueryString: '',
    headers: { accept: 'application/json', ...headers },
    requestContext: {
      accountId: '123456789012',
      apiId: 'abc123',
      domainName: 'abc123.execute-api.ap-southeast-2.amazonaws.com',
      domainPrefix: 'abc123',
      http: { method: 'GET', path: '/api/countries', protocol: 'HTTP/1.1', sourceIp: '203.0.113.9', userAgent: 'curl' },
      requestId: 'direct-call-test',
      routeKey: 'GET /api/countries',
      stage: '$default',
      time: '28/Nov/2026:17:00:00 +0000',
      timeEpoch: 1795885200000,
    },
    isBase64Encoded: false,
  } as unknown as PortalEvent;
}

const lambdaContext = {
  functionName: 'portal-test-listCountries',
  functionVersion: '$LATEST',
  invokedFunctionArn: 'arn:aws:lambda:ap-southeast-2:123456789012:function:portal-test-listCountries',
  memoryLimitInMB: '256',
  awsRequestId: 'lambda-request',
  getRemainingTimeInMillis: () => 10_000,
} as unknown as PortalContext;

/** The API is reached only through CloudFront: a call to its own execute-api address is refused. */
describe('the origin check of every route', () => {
  afterEach(() => {
    delete process.env.ORIGIN_VERIFY;
  });

  const handlerInAws = () => {
    process.env.ORIGIN_VERIFY = SECRET;
    return defineHandler(countriesRoutes.listCountries, async () => ({ countries: [] }));
  };

  it('refuses a direct call, which lacks the header CloudFront adds, with 403 and what to do', async () => {
    // Act
    const answer = await handlerInAws()(eventWith({}), lambdaContext);

    // Assess
    expect(answer.statusCode).toBe(403);
    expect(String(answer.body)).toContain('Call the portal through its site address');
  });

  it('refuses a wrong secret, and one of another length', async () => {
    const handler = handlerInAws();
    for (const wrong of [SECRET.replace('0', '1'), 'short'])
      expect((await handler(eventWith({ [ORIGIN_VERIFY_HEADER]: wrong }), lambdaContext)).statusCode).toBe(403);
  });

  it('answers a call that came through CloudFront', async () => {
    const answer = await handlerInAws()(eventWith({ [ORIGIN_VERIFY_HEADER]: SECRET }), lambdaContext);

    expect(answer.statusCode).toBe(200);
    expect(JSON.parse(String(answer.body))).toEqual({ countries: [] });
  });

  it('checks nothing where no secret is set (the twin, whose gateway is the only way in)', async () => {
    const answer = await defineHandler(countriesRoutes.listCountries, async () => ({ countries: [] }))(
      eventWith({}),
      lambdaContext,
    );

    expect(answer.statusCode).toBe(200);
  });

  it('logs one request line per request, with the viewer’s address rather than the CloudFront server’s, even for a refused call', async () => {
    // Prepare: the stage's access log can only name the CloudFront server (lib-infra/api/index.ts, edgeIp).
    const lines = vi.spyOn(logger, 'info');
    const keys = vi.spyOn(logger, 'appendKeys');
    const handler = handlerInAws();
    const viewer = { 'cloudfront-viewer-address': '198.51.100.7:50142' };

    // Act
    await handler(eventWith({ [ORIGIN_VERIFY_HEADER]: SECRET, ...viewer }), lambdaContext);
    await handler(eventWith(viewer), lambdaContext);

    // Assess
    const requestLines = lines.mock.calls.filter(([message]) => message === 'request');
    expect(requestLines).toEqual([
      ['request', { method: 'GET', path: '/api/countries' }],
      ['request', { method: 'GET', path: '/api/countries' }],
    ]);
    const requestKeys = keys.mock.calls.map(([added]) => added).filter((added) => 'viewerIp' in added);
    expect(requestKeys).toEqual([
      { routeId: 'listCountries', apiRequestId: 'direct-call-test', viewerIp: '198.51.100.7' },
      // Without the secret the header is not believed: the direct caller's own address is its source.
      { routeId: 'listCountries', apiRequestId: 'direct-call-test', viewerIp: '203.0.113.9' },
    ]);
    lines.mockRestore();
    keys.mockRestore();
  });
});
