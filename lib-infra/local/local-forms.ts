import type { IncomingMessage } from 'node:http';

/** An urlencoded form posted to one of the twin's local-only pages: small, unless the page takes more (a SAML response). */
export function readForm(request: IncomingMessage, maxLength = 10_000): Promise<URLSearchParams> {
  return new Promise((resolve, reject) => {
    let body = '';
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString('utf8');
      if (body.length > maxLength) reject(new Error('form too large'));
    });
    request.on('end', () => resolve(new URLSearchParams(body)));
    request.on('error', reject);
  });
}

/** A form posted from this site only: another site cannot change the twin's state. */
export function sameOrigin(request: IncomingMessage): boolean {
  const origin = request.headers.origin;
  return typeof origin === 'string' && new URL(origin).host === request.headers.host;
}
