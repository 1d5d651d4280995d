import { randomInt } from 'node:crypto';
import { request } from 'node:http';
import { portal } from './portal-client';

/**
 * A loopback address no other test shares (Linux routes all of 127.0.0.0/8 to the loopback), so a
 * per-address limit can be filled without touching the address every other test calls from.
 */
export function ownLoopbackAddress(): string {
  return `127.${randomInt(1, 255)}.${randomInt(1, 255)}.${randomInt(2, 255)}`;
}

/**
 * POSTs JSON to a path of the portal from `localAddress`: the gateway sees it as the viewer's
 * address. `headers` are sent beside the JSON content type (a client's own CloudFront headers).
 */
export function postJsonFrom(
  localAddress: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{
  status: number;
  json: { errors?: { detail: string; source?: { pointer?: string } }[] } & Record<string, unknown>;
}> {
  const url = new URL(path, portal().url);
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: '127.0.0.1',
        port: url.port,
        path: url.pathname,
        method: 'POST',
        localAddress,
        headers: { 'content-type': 'application/json', ...headers },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, json: text ? (JSON.parse(text) as never) : ({} as never) }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end(JSON.stringify(body));
  });
}
