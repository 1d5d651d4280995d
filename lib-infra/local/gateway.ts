import { randomUUID } from 'node:crypto';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type { Route } from '../../functions/routes';
import { ROUTE_PATH_PREFIXES } from '../../functions/http/route';
import type { JobKind } from '../../shared/schemas/jobs';
import { CONTENT_PATH } from '../../shared/content-pages';
import type { WebConfig } from '../../shared/schemas/web-config';
import { toHttpApiEvent } from './api-gateway-event';
import { invokeWithRetries, type AsyncInvokeOptions } from './async-invoke';
import {
  LOCAL_EDGE_SOURCE_IP,
  headersPastCloudFront,
  localOriginSecret,
  rateRules,
  userPoolRateRules,
  viewerAddressOf,
} from './cloudfront-edge';
import { proxyToCognito } from './cognito-proxy';
import type { TokenVerifier } from './jwt-authorizer';
import { invokeWithinLimits } from './lambda-limits';
import { LOCAL_PAGES_PREFIX } from './mailbox-page';
import { createRouteMatcher } from './route-matcher';
import { setSiteHeaders } from './site-headers';
import { robotsTxt, sitemapXml, type SitemapPages } from '../web/crawler-files';
import { RATE_LIMITED_RESPONSE, SITE_RATE_RULES, USER_POOL_RATE_RULES } from '../edge/rate-rules';

export type RouteHandler = (
  event: APIGatewayProxyEventV2,
  context: Context,
) => Promise<APIGatewayProxyStructuredResultV2>;
type Middleware = (request: IncomingMessage, response: ServerResponse, next: () => void) => void;

export interface GatewayOptions {
  routes: readonly Route[];
  loadHandler: (route: Route) => Promise<RouteHandler>;
  verifyToken: TokenVerifier;
  /** cognito-local, reached by the SPA through /cognito on the same origin. */
  cognitoEndpoint: string;
  /** /config.json for a browser that reached the gateway at `origin`. */
  webConfig: (origin: string) => WebConfig;
  /**
   * The twin's local-only pages under /_local/ (the mailbox); answers whether it served the path.
   * Absent, or a path it does not serve, is a 404: these pages never reach the SPA or AWS.
   */
  localPages?: (request: IncomingMessage, response: ServerResponse, pathname: string) => Promise<boolean>;
  /**
   * Cognito's endpoints the twin serves on the site's own origin (in AWS they are the Cognito
   * domain's): the SAML assertion consumer at /saml2/idpresponse. Keyed by the exact path.
   */
  cognitoDomainPaths?: Record<string, (request: IncomingMessage, response: ServerResponse) => Promise<void>>;
  /**
   * The content host under /content (static pages, the header message, the footer), as CloudFront
   * serves the content bucket; absent, /content is a 404 like any unknown address.
   */
  content?: (request: IncomingMessage, response: ServerResponse, pathname: string) => Promise<void>;
  /** The pages /sitemap.xml lists beside the fixed ones (the library's apps, the static pages); none when absent. */
  sitemapPages?: () => Promise<SitemapPages>;
  /** Serves everything that is not /api, /cognito, /_local, /content, /config.json, /robots.txt, /sitemap.xml or one of cognitoDomainPaths. */
  web: ((request: IncomingMessage, response: ServerResponse, pathname: string) => void | Promise<void>) | null;
  log?: (line: string) => void;
}

/** Lambda's limit on a request payload; API Gateway answers 413 past it. */
export const MAX_BODY_BYTES = 6 * 1024 * 1024;
/** How much of an oversized body is read and dropped so the client gets its 413; past it the connection is cut. */
const MAX_DRAINED_BYTES = 64 * 1024 * 1024;

function sendJson(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
}

/**
 * The body, or null when it is over the limit. An oversized body is still read to its end (and
 * dropped), because a server that answers while the client is sending resets the connection and
 * the client never sees the 413.
 */
function readBody(request: IncomingMessage): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
      else chunks.length = 0;
      if (size > MAX_DRAINED_BYTES) request.destroy();
    });
    request.on('end', () => resolve(size > MAX_BODY_BYTES ? null : Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

/** What reading the request line gave, or 'malformed' for a URL or percent-encoding API Gateway answers with 400. */
function orMalformed<T>(read: () => T): T | 'malformed' {
  try {
    return read();
  } catch (error) {
    // URIError: a bad %-escape in a path segment; TypeError (ERR_INVALID_URL): a request target that is no URL.
    if (error instanceof URIError || error instanceof TypeError) return 'malformed';
    throw error;
  }
}

/**
 * The local stand-in for API Gateway + CloudFront: serves each route of the route table with the
 * HTTP API v2 event shape and the JWT authorizer's checks, proxies /cognito to cognito-local,
 * serves /config.json and the SPA, all on one origin. As CloudFront and the web ACLs do, it applies
 * the site's rate rules to every request and the user pool's to /cognito, by the viewer's address,
 * and passes the API the viewer's address and the origin secret (cloudfront-edge.ts).
 */
export function createGateway(options: GatewayOptions) {
  const originSecret = localOriginSecret();
  const webAcl = rateRules(SITE_RATE_RULES);
  const userPoolAcl = userPoolRateRules(USER_POOL_RATE_RULES);
  const matchRoute = createRouteMatcher(options.routes);
  const handlers = new Map<string, Promise<RouteHandler>>();
  const handlerFor = (route: Route) => {
    let handler = handlers.get(route.endpoint.id);
    if (!handler) {
      handler = options.loadHandler(route);
      handlers.set(route.endpoint.id, handler);
    }
    return handler;
  };

  async function serveApi(request: IncomingMessage, response: ServerResponse, url: URL, requestId: string) {
    const started = performance.now();
    const method = request.method ?? 'GET';
    const found = orMalformed(() => matchRoute(method, url.pathname));
    if (found === 'malformed') {
      sendJson(response, 400, { message: 'Bad Request' });
      return;
    }
    if (!found) {
      sendJson(response, 404, { message: 'Not Found' });
      return;
    }
    const { route, pathParameters } = found;
    let claims: Record<string, string> | null = null;
    if (route.access.kind !== 'public') {
      claims = await options.verifyToken(request.headers.authorization);
      if (!claims) {
        sendJson(response, 401, { message: 'Unauthorized' }, { 'www-authenticate': 'Bearer' });
        return;
      }
    }
    const body = await readBody(request);
    if (body === null) {
      sendJson(response, 413, { message: 'Request Entity Too Large' });
      return;
    }
    const routeKey = `${route.endpoint.method} ${route.endpoint.path}`;
    const edge = { headers: headersPastCloudFront(request, originSecret), sourceIp: LOCAL_EDGE_SOURCE_IP };
    const event = toHttpApiEvent({ request, url, routeKey, pathParameters, body, claims, requestId, edge });
    let result: APIGatewayProxyStructuredResultV2;
    try {
      const handler = await handlerFor(route);
      // Lambda's payload and time limits, as AWS keeps them (lambda-limits.ts).
      const invoked = await invokeWithinLimits(handler, event, route.endpoint.id);
      if (!invoked.ok) {
        options.log?.(`[gateway] ${requestId} ${routeKey}: ${invoked.refusal.reason}`);
        sendJson(response, invoked.refusal.status, invoked.refusal.body);
        return;
      }
      result = invoked.result;
    } catch (error) {
      // API Gateway answers an unhandled Lambda failure this way; the detail stays in the log.
      options.log?.(`[gateway] ${requestId} ${routeKey} threw: ${(error as Error).stack ?? String(error)}`);
      sendJson(response, 500, { message: 'Internal Server Error' });
      return;
    }
    const headers: Record<string, string | string[]> = { ...(result.headers as Record<string, string>) };
    if (result.cookies?.length) headers['set-cookie'] = result.cookies;
    response.writeHead(result.statusCode ?? 200, headers);
    response.end(result.body ? Buffer.from(result.body, result.isBase64Encoded ? 'base64' : 'utf8') : undefined);
    options.log?.(
      `[api] ${method} ${url.pathname} ${result.statusCode ?? 200} ${(performance.now() - started).toFixed(1)} ms`,
    );
  }

  async function dispatch(request: IncomingMessage, response: ServerResponse, requestId: string): Promise<void> {
    const url = orMalformed(() => new URL(request.url ?? '/', 'http://localhost'));
    if (url === 'malformed') {
      sendJson(response, 400, { message: 'Bad Request' });
      return;
    }
    if (url.pathname === '/api' || ROUTE_PATH_PREFIXES.some((prefix) => url.pathname.startsWith(prefix))) {
      response.setHeader('apigw-requestid', requestId);
      await serveApi(request, response, url, requestId);
    } else if (url.pathname === '/cognito' || url.pathname.startsWith('/cognito/')) {
      proxyToCognito(request, response, url, options.cognitoEndpoint);
    } else if (url.pathname === '/_local' || url.pathname.startsWith(LOCAL_PAGES_PREFIX)) {
      if (!(await options.localPages?.(request, response, url.pathname)))
        sendJson(response, 404, { message: 'Not Found' });
    } else if (options.cognitoDomainPaths && Object.hasOwn(options.cognitoDomainPaths, url.pathname)) {
      await options.cognitoDomainPaths[url.pathname]?.(request, response);
    } else if (url.pathname.startsWith(`${CONTENT_PATH}/`)) {
      if (options.content) await options.content(request, response, url.pathname);
      else sendJson(response, 404, { message: 'Not Found' });
    } else if (url.pathname === '/robots.txt' || url.pathname === '/sitemap.xml') {
      const origin = `http://${request.headers.host ?? 'localhost'}`;
      const [contentType, body] =
        url.pathname === '/robots.txt'
          ? ['text/plain; charset=utf-8', robotsTxt(origin)]
          : ['application/xml; charset=utf-8', sitemapXml(origin, (await options.sitemapPages?.()) ?? {})];
      response.writeHead(200, { 'content-type': contentType, 'cache-control': 'public, max-age=300' });
      response.end(request.method === 'HEAD' ? undefined : body);
    } else if (url.pathname === '/config.json') {
      sendJson(response, 200, options.webConfig(`http://${request.headers.host ?? 'localhost'}`), {
        'cache-control': 'no-cache',
      });
    } else if (options.web) {
      await options.web(request, response, url.pathname);
    } else {
      sendJson(response, 404, { message: 'Not Found' });
    }
  }

  const listener: Middleware = (request, response) => {
    // API Gateway names every request; the id is in the answer and in each log line about it.
    const requestId = randomUUID();
    const pathname = (request.url ?? '/').split('?')[0] ?? '/';
    setSiteHeaders(response, pathname);
    const viewer = viewerAddressOf(request).ip;
    const target = request.headers['x-amz-target'];
    const toUserPool = pathname === '/cognito' || pathname.startsWith('/cognito/');
    if (
      webAcl.refuses(request.method ?? 'GET', pathname, viewer) ||
      (toUserPool && userPoolAcl.refuses(typeof target === 'string' ? target : undefined, viewer))
    ) {
      request.resume();
      response.writeHead(RATE_LIMITED_RESPONSE.status, { 'content-type': RATE_LIMITED_RESPONSE.contentType });
      response.end(RATE_LIMITED_RESPONSE.body);
      return;
    }
    // Whatever fails in the gateway itself is a generic 500; only the log, under the request's id, says why.
    dispatch(request, response, requestId).catch((error: unknown) => {
      options.log?.(
        `[gateway] ${requestId} ${request.method} ${request.url} failed: ${(error as Error).stack ?? String(error)}`,
      );
      if (!response.headersSent) sendJson(response, 500, { message: 'Internal Server Error' });
      else response.destroy();
    });
  };

  return http.createServer((request, response) => listener(request, response, () => undefined));
}

/** A job kind's worker entry as the twin loads it (functions/jobs/workers.ts), with Lambda's context. */
export type JobWorkerHandler = (event: { jobId: string }, context: Context) => Promise<void>;

/**
 * The twin's job runner (ARCHITECTURE 'Jobs and progress'): where AWS invokes a job kind's worker
 * Lambda asynchronously, the gateway runs the same worker module in its own process and does not
 * wait for it, so the route answers 202 at once and the work writes its progress as in AWS. Like
 * Lambda's asynchronous invocation (its EventInvokeConfig in lib-infra/api/job-workers.ts), a run
 * that fails is invoked again after a backoff, and the last failure is a dead letter
 * (async-invoke.ts). Every run is kept in `running` until it ends, so the twin can wait for them
 * when it stops.
 */
export function inProcessJobRunner(
  loadWorker: (kind: JobKind) => Promise<JobWorkerHandler>,
  options: Omit<AsyncInvokeOptions, 'functionName' | 'timeoutMs'> & { timeoutMs: (kind: JobKind) => number },
) {
  const running = new Set<Promise<void>>();
  return {
    running,
    async start(job: { id: string; kind: JobKind }): Promise<void> {
      const worker = await loadWorker(job.kind);
      const run = invokeWithRetries(
        worker,
        { jobId: job.id },
        {
          ...options,
          functionName: `${job.kind}-worker`,
          timeoutMs: options.timeoutMs(job.kind),
        },
      )
        .catch((error: unknown) => options.log?.(`job ${job.id} (${job.kind}) ended with an error: ${String(error)}`))
        .finally(() => running.delete(run));
      running.add(run);
    },
  };
}
