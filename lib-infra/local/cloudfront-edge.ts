import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { isIPv4 } from 'node:net';
import { ORIGIN_VERIFY_HEADER } from '../../functions/http/origin-check';
import { VIEWER_ADDRESS_HEADER } from '../../functions/http/viewer-address';
import { RATE_WINDOW_SECONDS, type CognitoRateRule, type PathRateRule, type RateRule } from '../edge/rate-rules';
import { API_CACHE_KEY_HEADERS, API_ORIGIN_REQUEST_HEADERS } from '../web/api-origin-request';

/**
 * The twin's CloudFront and web ACL, for what the code depends on (ARCHITECTURE 'The edge'): the
 * viewer's address, the origin secret, the headers the API is given and the site's rate rules.
 */

/**
 * The address API Gateway reports as the request's source (requestContext.http.sourceIp): in AWS
 * a CloudFront server's, shared by every viewer at that edge. The twin reports one such address
 * (TEST-NET-1, never a viewer's) for every request, so code that limited by it would be caught.
 */
export const LOCAL_EDGE_SOURCE_IP = '192.0.2.10';

/**
 * The origin secret the twin's front door adds to every API request, as CloudFront adds the
 * App stack's (lib-infra/web `apiOriginHeaders`). The functions run in this process and are told
 * it as CDK tells each route function (ORIGIN_VERIFY): one per process, so a front door started
 * again (a restart in a test) adds the secret the loaded functions already hold.
 */
export function localOriginSecret(): string {
  process.env['ORIGIN_VERIFY'] ??= randomBytes(24).toString('hex');
  return process.env['ORIGIN_VERIFY'];
}

/** The viewer's address as CloudFront-Viewer-Address writes it: "ip:port", IPv6 without brackets. */
export function viewerAddressOf(request: IncomingMessage): { ip: string; header: string } {
  const remote = request.socket.remoteAddress ?? '127.0.0.1';
  // A server listening on :: sees an IPv4 viewer as ::ffff:a.b.c.d; CloudFront writes a.b.c.d.
  const mapped = /^::ffff:(.+)$/i.exec(remote)?.[1];
  const ip = mapped && isIPv4(mapped) ? mapped : remote;
  return { ip, header: `${ip}:${request.socket.remotePort ?? 0}` };
}

const FORWARDED = new Set(
  [...API_ORIGIN_REQUEST_HEADERS, ...API_CACHE_KEY_HEADERS, 'Host', 'Content-Length'].map((name) => name.toLowerCase()),
);

/**
 * The headers of an API request as CloudFront passes them on: only those its policies name (so a
 * header a route reads but the policies do not name is missing here too, as in AWS), none a
 * client wrote in CloudFront's place (CloudFront-Viewer-Address, the origin secret), and then the
 * viewer's address and the origin secret as CloudFront adds them.
 */
export function headersPastCloudFront(
  request: IncomingMessage,
  originSecret: string,
): Record<string, string | string[] | undefined> {
  const headers: Record<string, string | string[] | undefined> = {};
  for (const [name, value] of Object.entries(request.headers))
    if (FORWARDED.has(name) && name !== VIEWER_ADDRESS_HEADER.toLowerCase()) headers[name] = value;
  headers[VIEWER_ADDRESS_HEADER.toLowerCase()] = viewerAddressOf(request).header;
  headers[ORIGIN_VERIFY_HEADER] = originSecret;
  return headers;
}

/**
 * A web ACL's rate-based rules (lib-infra/edge/web-acl.ts), from the same lists: per address, the
 * requests a rule matches over the last 5 minutes, every matching request counted (those refused
 * too, as WAF counts them); past the limit the answer is the web ACL's 429. WAF's count is an
 * estimate that catches up within seconds; the twin's is exact.
 */
function rateCounter(now: () => number) {
  const windowMs = RATE_WINDOW_SECONDS * 1000;
  const seen = new Map<string, number[]>();
  return (rule: RateRule, address: string): boolean => {
    const key = `${rule.name} ${address}`;
    const at = now();
    const recent = (seen.get(key) ?? []).filter((time) => time > at - windowMs);
    recent.push(at);
    seen.set(key, recent);
    return recent.length > rule.limit;
  };
}

/** The site's web ACL (in front of CloudFront): API routes by method and exact path, per viewer address. */
export function rateRules(rules: readonly PathRateRule[], now: () => number = Date.now) {
  const counts = rateCounter(now);
  return {
    /** Counts the request and answers whether a rule refuses it. */
    refuses(method: string, pathname: string, viewerIp: string): boolean {
      const rule = rules.find((candidate) => candidate.method === method && candidate.path === pathname);
      return rule ? counts(rule, viewerIp) : false;
    },
  };
}

/**
 * The user pool's web ACL: Cognito's actions by X-Amz-Target, per caller address (the browser
 * calls Cognito itself in AWS, and the twin's /cognito on the same socket).
 */
export function userPoolRateRules(rules: readonly CognitoRateRule[], now: () => number = Date.now) {
  const counts = rateCounter(now);
  return {
    /** Counts the call and answers whether a rule refuses it. */
    refuses(target: string | undefined, callerIp: string): boolean {
      const rule = target ? rules.find((candidate) => candidate.actions.includes(target)) : undefined;
      return rule ? counts(rule, callerIp) : false;
    },
  };
}
