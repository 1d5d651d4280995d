import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type { Route } from '../../functions/routes';
import type { WebConfig } from '../../shared/schemas/web-config';
import { lambdaContext, toHttpApiEvent } from './api-gateway-event';
import { proxyToCognito } from './cognito-proxy';
import type { TokenVerifier } from './jwt-authorizer';
import { createRouteMatcher } from './route-matcher';
import { setSiteHeaders } from './site-headers';

export type RouteHandler = (event: APIGatewayProxyEventV2, context: Context) => Promise<APIGatewayProxyStructuredResultV2>;
type Middleware = (request: IncomingMessage, response: ServerResponse, next: () => void) => void;

export interface GatewayOptions {
  routes: readonly Route[];
  loadHandler: (route: Route) => Promise<RouteHandler>;
  verifyToken: TokenVerifier;
  /** cognito-local, reached by the SPA through /cognito on the same origin. */
  cognitoEndpoint: string;
  /** /config.json for a browser that reached the gateway at `origin`. */
  webConfig: (origin: string) => WebConfig;
  /** Serves everything that is not /api, /cognito or /config.json. */
  web: ((request: IncomingMessage, response: ServerResponse, pathname: string) => void | Promise<void>) | null;
  log?: (line: string) => void;
}

/** Lambda's limit on a request payload; API Gateway answers 413 past it. */
const MAX_BODY_BYTES = 6 * 1024 * 1024;

function sendJson(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
}

function readBody(request: IncomingMessage): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        resolve(null);
        request.destroy();
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

/**
 * The local stand-in for API Gateway + CloudFront: serves each route of the route table with the
 * HTTP API v2 event shape and the JWT authorizer's checks, proxies /cognito to cognito-local,
 * serves /config.json and the SPA, all on one origin.
 */
export function createGateway(options: GatewayOptions) {
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

  async function serveApi(request: IncomingMessage, response: ServerResponse, url: URL) {
    const started = performance.now();
    const method = request.method ?? 'GET';
    const found = matchRoute(method, url.pathname);
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
    const event = toHttpApiEvent({ request, url, routeKey, pathParameters, body, claims });
    let result: APIGatewayProxyStructuredResultV2;
    try {
      const handler = await handlerFor(route);
      result = await handler(event, lambdaContext(route.endpoint.id));
    } catch (error) {
      // API Gateway answers an unhandled Lambda failure this way; the detail stays in the log.
      options.log?.(`[gateway] ${routeKey} threw: ${(error as Error).stack ?? String(error)}`);
      sendJson(response, 500, { message: 'Internal Server Error' });
      return;
    }
    const headers: Record<string, string | string[]> = { ...(result.headers as Record<string, string>) };
    if (result.cookies?.length) headers['set-cookie'] = result.cookies;
    response.writeHead(result.statusCode ?? 200, headers);
    response.end(result.body ? Buffer.from(result.body, result.isBase64Encoded ? 'base64' : 'utf8') : undefined);
    options.log?.(`[api] ${method} ${url.pathname} ${result.statusCode ?? 200} ${(performance.now() - started).toFixed(1)} ms`);
  }

  const listener: Middleware = (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    setSiteHeaders(response, url.pathname);
    const done = (error: unknown) => {
      options.log?.(`[gateway] ${request.method} ${url.pathname} failed: ${(error as Error).stack ?? String(error)}`);
      if (!response.headersSent) sendJson(response, 500, { message: 'Internal Server Error' });
      else response.end();
    };
    if (url.pathname === '/api' || url.pathname.startsWith('/api/')) {
      serveApi(request, response, url).catch(done);
    } else if (url.pathname === '/cognito' || url.pathname.startsWith('/cognito/')) {
      proxyToCognito(request, response, url, options.cognitoEndpoint);
    } else if (url.pathname === '/config.json') {
      sendJson(response, 200, options.webConfig(`http://${request.headers.host ?? 'localhost'}`), { 'cache-control': 'no-cache' });
    } else if (options.web) {
      Promise.resolve(options.web(request, response, url.pathname)).catch(done);
    } else {
      sendJson(response, 404, { message: 'Not Found' });
    }
  };

  return http.createServer((request, response) => listener(request, response, () => undefined));
}
