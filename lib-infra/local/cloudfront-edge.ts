import { randomBytes } from 'node:crypto';
import { createReadStream, type Stats } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isIPv4 } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { ORIGIN_VERIFY_HEADER } from '../../functions/http/origin-check';
import { VIEWER_ADDRESS_HEADER } from '../../functions/http/viewer-address';
import { RATE_WINDOW_SECONDS, type CognitoRateRule, type PathRateRule, type RateRule } from '../edge/rate-rules';
import { API_CACHE_KEY_HEADERS, API_ORIGIN_REQUEST_HEADERS } from '../web/api-origin-request';

/**
 * The twin's CloudFront and web ACL, for what the code depends on (ARCHITECTURE 'The edge'): the
 * viewer's address, the origin secret, the headers the API is given, the site's rate rules and the
 * compression of the files it serves.
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

/** The types CloudFront compresses (its list of compressible content types, as far as the site has them). */
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.map', '.ico']);
/** CloudFront compresses objects of 1,000 bytes to 10,000,000 bytes only. */
const COMPRESSED_SIZES = { min: 1_000, max: 10_000_000 };

type Encoding = 'br' | 'gzip';

/** Brotli when the browser takes it, else gzip, as CloudFront chooses (its compression policy: both on). */
export function chosenEncoding(acceptEncoding: string | undefined): Encoding | null {
  const offered = new Map(
    (acceptEncoding ?? '').split(',').map((part) => {
      const [name = '', ...parameters] = part.trim().toLowerCase().split(';');
      const quality = parameters.map((parameter) => /^\s*q=([\d.]+)/.exec(parameter)?.[1]).find(Boolean);
      return [name.trim(), quality === undefined ? 1 : Number(quality)] as const;
    }),
  );
  const accepts = (name: Encoding) => (offered.get(name) ?? offered.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return null;
}

const compress: Record<Encoding, (bytes: Buffer) => Promise<Buffer>> = {
  br: (bytes) =>
    promisify(brotliCompress)(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
    }),
  gzip: (bytes) => promisify(gzip)(bytes, { level: 6 }),
};

/**
 * Sends a file as a behaviour with `compress: true` does (lib-infra/web: the site's and /content's):
 * Brotli or gzip as the browser accepts, for the types and sizes CloudFront compresses, with Vary:
 * Accept-Encoding on whatever it could compress; anything else as it is. Each file is compressed
 * once and kept, until it changes.
 */
export function compressingFileSender() {
  const compressed = new Map<string, Promise<Buffer>>();
  const compressedFile = (file: string, modified: number, encoding: Encoding) => {
    const key = `${encoding} ${modified} ${file}`;
    let answer = compressed.get(key);
    if (!answer) {
      answer = readFile(file).then(compress[encoding]);
      answer.catch(() => compressed.delete(key));
      compressed.set(key, answer);
    }
    return answer;
  };
  return async (
    request: IncomingMessage,
    response: ServerResponse,
    file: string,
    info: Stats,
    headers: Record<string, string>,
  ): Promise<void> => {
    const compressible =
      COMPRESSIBLE.has(path.extname(file)) && info.size >= COMPRESSED_SIZES.min && info.size <= COMPRESSED_SIZES.max;
    const encoding = compressible ? chosenEncoding(request.headers['accept-encoding']) : null;
    const sent = compressible ? { ...headers, vary: 'accept-encoding' } : headers;
    if (encoding) {
      const body = await compressedFile(file, info.mtimeMs, encoding);
      response.writeHead(200, { ...sent, 'content-encoding': encoding, 'content-length': String(body.length) });
      response.end(request.method === 'HEAD' ? undefined : body);
      return;
    }
    response.writeHead(200, { ...sent, 'content-length': String(info.size) });
    if (request.method === 'HEAD') {
      response.end();
      return;
    }
    createReadStream(file).pipe(response);
  };
}
