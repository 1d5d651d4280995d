import type { IncomingMessage, ServerResponse } from 'node:http';
import { escapeHtml } from '../../../shared/rules/escape-html';

/** What the twin's stand-ins for Cognito's hosted endpoints share: form bodies, plain pages, redirects. */

export function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > 64 * 1024) request.destroy();
      else chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

export function page(response: ServerResponse, status: number, title: string, body: string) {
  const html = [
    '<!doctype html>',
    '<html lang="en">',
    `<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head>`,
    '<body>',
    '<main>',
    body,
    '</main>',
    '</body>',
    '</html>',
  ].join('\n');
  response.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  response.end(html);
}

export function redirect(response: ServerResponse, location: string) {
  response.writeHead(302, { location, 'cache-control': 'no-store' });
  response.end();
}

export function withQuery(base: string, query: Record<string, string>): string {
  const url = new URL(base);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return url.toString();
}
