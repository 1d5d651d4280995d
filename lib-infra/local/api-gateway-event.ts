import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';

/** Header and query values the way API Gateway HTTP APIs hand them over: lower-case names, repeats comma-joined. */
function joinedHeaders(given: IncomingMessage['headers']): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(given)) {
    if (value === undefined || name === 'cookie') continue;
    headers[name.toLowerCase()] = Array.isArray(value) ? value.join(',') : value;
  }
  return headers;
}

function joinedQuery(search: URLSearchParams): Record<string, string> | undefined {
  const query: Record<string, string> = {};
  for (const [name, value] of search) query[name] = name in query ? `${query[name]},${value}` : value;
  return Object.keys(query).length > 0 ? query : undefined;
}

const TEXT_CONTENT = /^(application\/(json|x-www-form-urlencoded|xml)|text\/)/;

/** Builds the payload format 2.0 event that API Gateway would pass to the route's Lambda. */
export function toHttpApiEvent(input: {
  request: IncomingMessage;
  url: URL;
  routeKey: string;
  pathParameters: Record<string, string>;
  body: Buffer;
  claims: Record<string, string> | null;
  requestId: string;
  /**
   * The request as CloudFront passes it on (cloudfront-edge.ts): its headers, and the address API
   * Gateway then sees as the source (a CloudFront server's). Without it, the request as the
   * client sent it, from its own address.
   */
  edge?: { headers: IncomingMessage['headers']; sourceIp: string };
}): APIGatewayProxyEventV2 {
  const { request, url, routeKey, pathParameters, body, claims, requestId, edge } = input;
  const headers = joinedHeaders(edge?.headers ?? request.headers);
  const isText = body.length === 0 || TEXT_CONTENT.test(headers['content-type'] ?? 'application/json');
  const now = new Date();
  // CloudFront passes the API no cookie (its origin request policy names none).
  const cookieHeader = edge ? undefined : request.headers.cookie;
  return {
    version: '2.0',
    routeKey,
    rawPath: url.pathname,
    rawQueryString: url.search.replace(/^\?/, ''),
    ...(cookieHeader ? { cookies: cookieHeader.split(';').map((cookie) => cookie.trim()) } : {}),
    headers,
    queryStringParameters: joinedQuery(url.searchParams),
    pathParameters: Object.keys(pathParameters).length > 0 ? pathParameters : undefined,
    body: body.length === 0 ? undefined : isText ? body.toString('utf8') : body.toString('base64'),
    isBase64Encoded: body.length > 0 && !isText,
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: headers['host'] ?? 'localhost',
      domainPrefix: 'localhost',
      http: {
        method: request.method ?? 'GET',
        path: url.pathname,
        protocol: `HTTP/${request.httpVersion}`,
        sourceIp: edge?.sourceIp ?? request.socket.remoteAddress ?? '127.0.0.1',
        userAgent: headers['user-agent'] ?? '',
      },
      requestId,
      routeKey,
      stage: '$default',
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
      ...(claims ? { authorizer: { jwt: { claims, scopes: null } } } : {}),
    },
  } as APIGatewayProxyEventV2;
}

export function lambdaContext(functionName: string, timeoutMs = 29_000): Context {
  const deadline = Date.now() + timeoutMs;
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:${functionName}`,
    memoryLimitInMB: '512',
    awsRequestId: randomUUID(),
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}
