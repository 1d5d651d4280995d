import middy from '@middy/core';
import httpHeaderNormalizer from '@middy/http-header-normalizer';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import type * as z from 'zod/mini';
import type { Endpoint } from '../../shared/api/endpoint';
import type { SessionUser } from '../../shared/schemas/user';
import { loadSessionUser } from '../data/users';
import { authContext } from './auth-context';
import { UnauthorizedError } from './errors';
import { errorMapper } from './error-mapper';
import { jsonResponse } from './json-response';
import { logger } from './logger';
import type { PortalContext, PortalEvent, PortalResult, TokenUser } from './request-context';
import type { Route } from './route';
import { validateRequest } from './validate-request';

type Parsed<S> = z.output<NonNullable<S> & z.ZodMiniType>;

export interface HandlerInput<E extends Endpoint> {
  params: Parsed<E['params']>;
  query: Parsed<E['query']>;
  body: Parsed<E['body']>;
  /** The caller's profile; null only on public routes called anonymously. */
  user: SessionUser | null;
  /** The token's user, profile or not; null only on public routes. */
  caller: TokenUser | null;
  requestId: string;
  /** The address the request came from, as API Gateway saw it (for rate limits). */
  sourceIp: string;
}

/** For routes whose access rule already demands a signed-in caller. */
export function signedInUser(input: { user: SessionUser | null }): SessionUser {
  if (!input.user) throw new UnauthorizedError();
  return input.user;
}

/** A route's Lambda handler, labelled with the route it was defined for (checked by the route tests). */
export type PortalHandler = ReturnType<typeof middy<PortalEvent, PortalResult, Error, PortalContext>> & { readonly routeId: string };

/**
 * Wraps a domain call as the API Gateway (HTTP API v2) handler of one route: logging, header
 * normalising, error mapping, the auth context and the route's own access rule, then body parsing
 * and validation; the answer is checked against the endpoint's response schema, which also strips
 * stored fields the contract does not name.
 */
export function defineHandler<E extends Endpoint>(
  route: Route<E>,
  run: (input: HandlerInput<E>) => Promise<z.input<E['response']>>,
): PortalHandler {
  const { endpoint } = route;
  const handler = middy<PortalEvent, PortalResult, Error, PortalContext>()
    .use(injectLambdaContext(logger, { resetKeys: true }))
    .use(errorMapper())
    .use(httpHeaderNormalizer())
    .use(authContext(route.access, loadSessionUser))
    .use(validateRequest(endpoint))
    .handler(async (event, context) => {
      logger.appendKeys({ routeId: endpoint.id, apiRequestId: event.requestContext.requestId });
      const input = {
        params: context.request.params,
        query: context.request.query,
        body: context.request.body,
        user: context.user,
        caller: context.caller,
        requestId: event.requestContext.requestId,
        sourceIp: event.requestContext.http.sourceIp,
      } as HandlerInput<E>;
      const result = await run(input);
      return jsonResponse(endpoint.successStatus ?? 200, endpoint.response.parse(result));
    });
  return Object.assign(handler, { routeId: endpoint.id });
}
