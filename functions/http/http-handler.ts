import middy from '@middy/core';
import httpHeaderNormalizer from '@middy/http-header-normalizer';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import type * as z from 'zod/mini';
import type { Endpoint } from '../../shared/api/endpoint';
import { ACT_AS_SESSION_HEADER } from '../../shared/api/acting-as-header';
import type { SessionUser } from '../../shared/schemas/user';
import type { ActingContext } from '../domain/core/acting-as/admission';
import type { CallerSession } from '../domain/core/acting-as/session';
import { profileOfSignIn } from '../domain/session/session-user';
import { runActing } from '../platform/acting-scope';
import { currentLocale, inLocale, translatedIn } from '../platform/language';
import type { InterfaceLocale } from '../../shared/i18n/locales';
import { callerLocale } from './caller-locale';
import { authContext, deferredAuthContext, type SessionDirectory } from './auth-context';
import { DomainError, UnauthorizedError } from '../platform/errors';
import { errorMapper } from './error-mapper';
import { fileResponse, type FileAnswer } from './file-response';
import { jsonResponse } from './json-response';
import { logger } from '../platform/logger';
import { originCheck } from './origin-check';
import type { PortalContext, PortalEvent, PortalMiddleware, PortalResult, TokenUser } from './request-context';
import type { Route } from './route';
import { validateRequest } from './validate-request';
import { viewerIp } from './viewer-address';

/**
 * Acting calls ask the user pool whether the actor's sign-in session still holds. The pool's
 * client loads on the first such call, not with every route: required at load, it made every
 * route's cold start pay for the Cognito client.
 */
const sessionDirectory: SessionDirectory = {
  sessionIsLive: async (accessToken) =>
    (await import('../adapters/sign-in-directory')).signInDirectory().sessionIsLive(accessToken),
};

type Parsed<S> = z.output<NonNullable<S> & z.ZodMiniType>;

export interface HandlerInput<E extends Endpoint> {
  params: Parsed<E['params']>;
  query: Parsed<E['query']>;
  body: Parsed<E['body']>;
  /** The caller's profile; null only on public routes called anonymously. */
  user: SessionUser | null;
  /** The token's user, profile or not; null only on public routes. */
  caller: TokenUser | null;
  /** Set while the call acts as another user: who really acts (`user` is whom they act as). */
  acting: ActingContext | null;
  requestId: string;
  /**
   * The viewer's address (viewer-address.ts): CloudFront-Viewer-Address of a request through
   * CloudFront, never the CloudFront server's. Per-address limits and the audit use it.
   */
  viewerIp: string;
  /** The request's headers, names in lower case (a webhook's signature). */
  headers: Readonly<Record<string, string | undefined>>;
  /** The query string exactly as sent (a SAML HTTP-Redirect signature covers its octets). */
  rawQueryString: string;
}

/** For routes whose access rule already demands a signed-in caller. */
export function signedInUser(input: { user: SessionUser | null }): SessionUser {
  if (!input.user) throw new UnauthorizedError();
  return input.user;
}

/**
 * The caller's sign-in session as the call shows it (the ID token's session and the access token
 * sent in X-Act-As-Session), for the routes that start acting as another user (`actorSession`).
 */
export function callerSession(input: {
  caller: TokenUser | null;
  headers: Readonly<Record<string, string | undefined>>;
}): CallerSession {
  if (!input.caller) throw new UnauthorizedError();
  return {
    userId: input.caller.userId,
    sessionId: input.caller.sessionId,
    accessToken: input.headers[ACT_AS_SESSION_HEADER.toLowerCase()],
  };
}

/** A route's Lambda handler, labelled with the route it was defined for (checked by the route tests). */
export type PortalHandler = ReturnType<typeof middy<PortalEvent, PortalResult, Error, PortalContext>> & {
  readonly routeId: string;
};

type Run<E extends Endpoint, I> = (input: I) => Promise<z.input<E['response']>>;

function inputOf(event: PortalEvent, context: PortalContext): HandlerInput<Endpoint> {
  return {
    params: context.request.params,
    query: context.request.query,
    body: context.request.body,
    user: context.user,
    caller: context.caller,
    acting: context.acting,
    requestId: event.requestContext.requestId,
    viewerIp: viewerIp(event),
    headers: event.headers ?? {},
    rawQueryString: event.rawQueryString ?? '',
  };
}

function withRouteId(
  handler: ReturnType<typeof middy<PortalEvent, PortalResult, Error, PortalContext>>,
  endpoint: Endpoint,
): PortalHandler {
  return Object.assign(handler, { routeId: endpoint.id });
}

/**
 * One `request` line per request, before anything can refuse it, and the request's keys on every
 * line after it: the route, API Gateway's request id (the access log's requestId) and the viewer's
 * address. The stage's access log cannot read CloudFront-Viewer-Address (an HTTP API's access log
 * reads no request header), so this line is where the viewer of an access-log entry is found
 * (docs/operations.md, 'The viewer's address').
 */
export function requestLine(endpoint: Endpoint): PortalMiddleware {
  return {
    before: ({ event }) => {
      logger.appendKeys({
        routeId: endpoint.id,
        apiRequestId: event.requestContext.requestId,
        viewerIp: viewerIp(event),
      });
      logger.info('request', { method: event.requestContext.http.method, path: event.rawPath });
    },
  };
}

function baseHandler(endpoint: Endpoint) {
  return middy<PortalEvent, PortalResult, Error, PortalContext>()
    .use(injectLambdaContext(logger, { resetKeys: true }))
    .use(errorMapper())
    .use(httpHeaderNormalizer())
    .use(requestLine(endpoint))
    .use(originCheck());
}

/**
 * Wraps a domain call as the API Gateway (HTTP API v2) handler of one route: logging, header
 * normalising, error mapping, the auth context and the route's own access rule, then body parsing
 * and validation; the answer is checked against the endpoint's response schema, which also strips
 * stored fields the contract does not name.
 */
export function defineHandler<E extends Endpoint>(route: Route<E>, run: Run<E, HandlerInput<E>>): PortalHandler {
  const { endpoint } = route;
  if (endpoint.produces)
    throw new Error(`${endpoint.id} answers a file (${endpoint.produces}), so it needs defineFileHandler`);
  if (endpoint.navigation)
    throw new Error(`${endpoint.id} is reached by navigation, so it needs defineNavigationHandler`);
  return admittedHandler(route, async (input) =>
    jsonResponse(endpoint.successStatus ?? 200, endpoint.response.parse(await run(input))),
  );
}

/**
 * A route whose answer is a file (its endpoint's `produces`: a CSV or a PDF) rather than JSON:
 * the same middleware as defineHandler (refusals and errors still answer as JSON), then the file
 * as fileResponse makes it. A CSV's text is still checked against the endpoint's response schema.
 */
export function defineFileHandler<E extends Endpoint>(
  route: Route<E>,
  run: (input: HandlerInput<E>) => Promise<FileAnswer>,
): PortalHandler {
  const { endpoint } = route;
  const type = endpoint.produces;
  if (!type)
    throw new Error(
      `${endpoint.id} answers JSON: its endpoint names no file type (produces), so it needs defineHandler`,
    );
  if (type === 'application/samlmetadata+xml')
    throw new Error(`${endpoint.id} answers a document to read, so it needs defineNavigationHandler`);
  return admittedHandler(route, async (input) => {
    const answer = await run(input);
    if (type === 'text/csv') endpoint.response.parse(answer.body);
    return fileResponse(type, answer);
  });
}

/** What a navigation route answers: the browser goes on to `redirect` (303), or reads the page or document. */
export type NavigationAnswer = { redirect: string } | { html: string } | { xml: string };

/**
 * A route the browser reaches by navigation (its endpoint's `navigation`, or a document such as
 * metadata): the same middleware, then a 303 or a page. A refusal of the domain (any DomainError)
 * leads to `onRefusal(message)` — a page that says why — rather than JSON the person cannot read.
 */
export function defineNavigationHandler<E extends Endpoint>(
  route: Route<E>,
  run: (input: HandlerInput<E>) => Promise<NavigationAnswer>,
  onRefusal: (message: string) => string,
): PortalHandler {
  const { endpoint } = route;
  if (!endpoint.navigation) throw new Error(`${endpoint.id} is called by the SPA, so it needs defineHandler`);
  const refusal = (error: DomainError, locale: InterfaceLocale): PortalResult => {
    logger.info('navigation refused', { code: error.code, detail: error.detail });
    return navigationResult({ redirect: onRefusal(translatedIn(locale, error.detail)) });
  };
  const handler = admittedHandler(route, async (input): Promise<PortalResult> => {
    try {
      return navigationResult(await run(input));
    } catch (error) {
      if (error instanceof DomainError) return refusal(error, currentLocale());
      throw error;
    }
  });
  // A request the middleware refuses (a body of another type, a field that is not a string) leads to the same page.
  return Object.assign(
    handler.use({
      // Answering here ends the error chain, before the JSON error mapper.
      onError: (request) =>
        request.error instanceof DomainError ? refusal(request.error, callerLocale(request.event)) : undefined,
    }),
    { routeId: endpoint.id },
  );
}

function navigationResult(answer: NavigationAnswer): PortalResult {
  if ('redirect' in answer)
    return { statusCode: 303, headers: { location: answer.redirect, 'cache-control': 'no-store' }, body: '' };
  if ('xml' in answer)
    return {
      statusCode: 200,
      headers: {
        'content-type': 'application/samlmetadata+xml; charset=utf-8',
        'cache-control': 'public, max-age=300',
      },
      body: answer.xml,
    };
  return {
    statusCode: 200,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    },
    body: answer.html,
  };
}

/** The middleware of a route that waits for its caller's admission, then `respond`. */
function admittedHandler<E extends Endpoint>(
  route: Route<E>,
  respond: (input: HandlerInput<E>) => Promise<PortalResult>,
): PortalHandler {
  const handler = baseHandler(route.endpoint)
    .use(authContext(route.access, profileOfSignIn, sessionDirectory, { ownSignIn: route.ownSignIn === true }))
    .use(validateRequest(route.endpoint))
    .handler((event, context) =>
      inLocale(callerLocale(event), () =>
        runActing(
          context.acting && { actorId: context.acting.actor.id, subjectId: context.acting.grant.subjectId },
          () => respond(inputOf(event, context) as HandlerInput<E>),
        ),
      ),
    );
  return withRouteId(handler, route.endpoint);
}

/** What a caller-independent handler is given: the request, never the caller. */
export type RequestInput<E extends Endpoint> = Omit<HandlerInput<E>, 'user' | 'caller' | 'acting'>;

/**
 * A read-only route whose answer depends on the request alone (school search): its reads start
 * beside the caller's profile read instead of after it, which is most of such a call's time. The
 * access rule still decides: a refused caller gets the refusal (also before any 422), and the
 * answer read for them is dropped unseen. A route that writes anything cannot be defined so.
 */
export function defineCallerIndependentHandler<E extends Endpoint>(
  route: Route<E>,
  run: Run<E, RequestInput<E>>,
): PortalHandler {
  const { endpoint } = route;
  const writes = Object.entries(route.uses).filter(([resource, use]) => !(resource === 'table' && use === 'read'));
  if (writes.length > 0)
    throw new Error(
      `${endpoint.id} uses ${writes.map(([resource]) => resource).join(', ')} beyond reading the table, so it must wait for its caller's admission`,
    );
  const validate = validateRequest(endpoint).before;
  const handler = baseHandler(endpoint)
    .use(deferredAuthContext(route.access, profileOfSignIn, sessionDirectory, { ownSignIn: route.ownSignIn === true }))
    .before(async (request) => {
      try {
        await validate?.(request);
      } catch (problem) {
        await request.context.admission;
        throw problem;
      }
    })
    .handler(async (event, context) => {
      const { user: _user, caller: _caller, acting: _acting, ...input } = inputOf(event, context);
      const answer = inLocale(callerLocale(event), () => run(input as RequestInput<E>));
      answer.catch(() => undefined);
      await context.admission;
      return jsonResponse(endpoint.successStatus ?? 200, endpoint.response.parse(await answer));
    });
  return withRouteId(handler, endpoint);
}
