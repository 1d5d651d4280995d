import middy from '@middy/core';
import httpHeaderNormalizer from '@middy/http-header-normalizer';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import type { Endpoint } from '../../shared/api/endpoint';
import { logger } from '../platform/logger';
import { errorMapper } from './error-mapper';
import type { PortalHandler } from './http-handler';
import { originCheck } from './origin-check';
import type { PortalContext, PortalEvent, PortalResult } from './request-context';
import type { Route } from './route';
import { validateRequest } from './validate-request';
import { viewerIp } from './viewer-address';

/** What an OAuth endpoint is given: its Authorization header, its path and query parameters, and its body as sent. */
export interface OAuthRequestInput {
  authorization: string | undefined;
  params: Readonly<Record<string, string | undefined>>;
  query: Readonly<Record<string, string | undefined>>;
  /** The form body as text (the endpoint's contentType), read by the endpoint itself. */
  body: string | undefined;
}

/** An OAuth endpoint's answer: a status, its headers and a JSON body. */
export interface OAuthAnswer {
  status: number;
  headers: Record<string, string>;
  body: unknown;
}

/**
 * A public route that speaks OAuth 2.0 (RFC 6749) rather than the portal's JSON:API: the token
 * endpoint, and the resources tools read with its bearer tokens (RFC 6750: LTI's Names and Role
 * service), each answering in its own media type. The pipeline's checks still come first and answer as the API does (the origin secret,
 * a body of another type 415, a reserved parameter name 422, an error of ours 500); past them the
 * endpoint answers every refusal in OAuth's own format (§5.2), which clients' libraries read.
 */
export function defineOAuthHandler<E extends Endpoint>(
  route: Route<E>,
  run: (input: OAuthRequestInput) => Promise<OAuthAnswer>,
): PortalHandler {
  const { endpoint } = route;
  if (route.access.kind !== 'public')
    throw new Error(`${endpoint.id} authenticates its clients itself, so its access must be public`);
  const handler = middy<PortalEvent, PortalResult, Error, PortalContext>()
    .use(injectLambdaContext(logger, { resetKeys: true }))
    .use(errorMapper())
    .use(httpHeaderNormalizer())
    .use({
      before: ({ event }) => {
        logger.appendKeys({
          routeId: endpoint.id,
          apiRequestId: event.requestContext.requestId,
          viewerIp: viewerIp(event),
        });
        logger.info('request', { method: event.requestContext.http.method, path: event.rawPath });
      },
    })
    .use(originCheck())
    .use(validateRequest(endpoint))
    .handler(async (event, context) => {
      const answer = await run({
        authorization: event.headers?.['authorization'],
        params: event.pathParameters ?? {},
        query: event.queryStringParameters ?? {},
        body: typeof context.request.body === 'string' ? context.request.body : undefined,
      });
      if (answer.status >= 400) logger.info('oauth request refused', { status: answer.status });
      return {
        statusCode: answer.status,
        headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...answer.headers },
        body: JSON.stringify(answer.body),
      };
    });
  return Object.assign(handler, { routeId: endpoint.id });
}
