import middy from '@middy/core';
import httpHeaderNormalizer from '@middy/http-header-normalizer';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import type { Endpoint } from '../../shared/api/endpoint';
import { imsxStatusBody } from '../domain/oneroster/query/imsx-status';
import { isDependencyOutage } from '../platform/dependency-outage';
import { DomainError } from '../platform/errors';
import { logger } from '../platform/logger';
import { requestLine, type PortalHandler } from './http-handler';
import { jsonResponse, jsonTextResponse } from './json-response';
import { originCheck } from './origin-check';
import type { PortalContext, PortalEvent, PortalResult } from './request-context';
import type { Route } from './route';

/** What a OneRoster route's handler is given: the raw request, as the service reads its own parameters. */
export interface RosterRequestInput {
  params: Readonly<Record<string, string | undefined>>;
  query: Readonly<Record<string, string | undefined>>;
  authorization: string | undefined;
  /** The path and query string exactly as sent (`/ims/oneroster/rostering/v1p2/users?limit=10`). */
  pathAndQuery: string;
}

/** What the service answers: the status, its headers (paging) and the JSON body, as an object or already written. */
export type RosterResult = { status: number; headers: Record<string, string> } & ({ body: unknown } | { json: string });

/** Seconds a client should wait before trying again after a 503. */
const RETRY_AFTER_SECONDS = 5;

/**
 * An error the service did not answer itself, in the binding's format rather than the portal's
 * JSON:API errors (docs/using/oneroster-api.md 'Errors'): an outage is 503 `server_busy` with
 * Retry-After, a refusal of the pipeline (the origin check) its status, anything else 500.
 */
function imsxError(error: unknown): PortalResult {
  if (error instanceof DomainError) {
    logger.info('roster request refused', { status: error.status, code: error.code });
    const codeMinor = error.status === 401 ? 'unauthorisedrequest' : error.status === 403 ? 'forbidden' : 'invaliddata';
    return jsonResponse(error.status, imsxStatusBody(error.status, codeMinor, error.detail));
  }
  if (isDependencyOutage(error)) {
    logger.warn('a service the roster request needs is unavailable', error as Error);
    return jsonResponse(503, imsxStatusBody(503, 'server_busy', 'The service cannot reach its data just now.'), {
      'retry-after': String(RETRY_AFTER_SECONDS),
    });
  }
  logger.error('roster request failed', error as Error);
  return jsonResponse(500, imsxStatusBody(500, 'internal_server_error', 'Something went wrong on our side.'));
}

/**
 * A route of the OneRoster 1.2 Rostering Service (ARCHITECTURE 'What an app may know about a
 * person'): called by an app's server with an OAuth 2.0 access token, which the service checks
 * itself (functions/domain/oneroster/auth), so the route is public to API Gateway. The same
 * logging, header normalising and origin check as every route, but no Cognito auth context nor the
 * portal's validation: the service reads its own parameters, and every answer, refusals included,
 * is the binding's JSON (imsx_StatusInfo), never the portal's errors.
 */
export function defineRosterHandler<E extends Endpoint>(
  route: Route<E>,
  run: (input: RosterRequestInput) => Promise<RosterResult>,
): PortalHandler {
  const { endpoint } = route;
  if (route.access.kind !== 'public')
    throw new Error(`${endpoint.id} is a OneRoster route: apps call it with their own token, so its access is public`);
  const handler = middy<PortalEvent, PortalResult, Error, PortalContext>()
    .use(injectLambdaContext(logger, { resetKeys: true }))
    .use({
      onError: (request) => {
        request.response = imsxError(request.error);
      },
    })
    .use(httpHeaderNormalizer())
    .use(requestLine(endpoint))
    .use(originCheck())
    .handler(async (event) => {
      const query = event.rawQueryString ? `?${event.rawQueryString}` : '';
      const result = await run({
        params: event.pathParameters ?? {},
        query: event.queryStringParameters ?? {},
        authorization: event.headers?.authorization,
        pathAndQuery: `${event.rawPath}${query}`,
      });
      return 'json' in result
        ? jsonTextResponse(result.status, result.json, result.headers)
        : jsonResponse(result.status, result.body, result.headers);
    });
  return Object.assign(handler, { routeId: endpoint.id });
}
