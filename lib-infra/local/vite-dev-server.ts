import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import path from 'node:path';
import type { GatewayOptions } from './gateway';
import { setSiteHeaders } from './site-headers';

/** Where a path without a file extension is a route of the SPA, as the CloudFront function has it. */
function isPagePath(pathname: string): boolean {
  return pathname === '/index.html' || !(pathname.split('/').pop() ?? '').includes('.');
}

/**
 * The SPA from Vite's dev server (hot reload), inside the gateway's HTTP server. Vite serves the
 * modules; this serves the page for every SPA route. The site's CSP allows scripts and styles from
 * the origin only, but the dev page has an inline script (React Refresh's preamble) and Vite's
 * client injects <style> elements: Vite marks them with `html.cspNonce`, a placeholder that every
 * page replaces with a nonce of its own, and that page's CSP allows that nonce (and only in dev:
 * the built SPA needs none). The configuration in frontend/vite.config.ts keeps the dev server to
 * the SPA's own folders.
 */
export async function startViteDevServer(options: {
  configFile: string;
  server: Server;
}): Promise<{ web: NonNullable<GatewayOptions['web']>; close: () => Promise<void> }> {
  const noncePlaceholder = `nonce-placeholder-${randomBytes(12).toString('hex')}`;
  const { createServer } = await import('vite');
  const vite = await createServer({
    configFile: options.configFile,
    server: { middlewareMode: true, ws: { server: options.server } },
    appType: 'custom',
    html: { cspNonce: noncePlaceholder },
  });
  const indexFile = path.join(vite.config.root, 'index.html');

  async function servePage(request: IncomingMessage, response: ServerResponse, pathname: string): Promise<void> {
    if (!isPagePath(pathname) || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not Found');
      return;
    }
    const html = await vite.transformIndexHtml(request.url ?? '/', await readFile(indexFile, 'utf8'));
    const nonce = randomBytes(16).toString('base64');
    setSiteHeaders(response, pathname, nonce);
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
    response.end(request.method === 'HEAD' ? undefined : html.replaceAll(noncePlaceholder, nonce));
  }

  return {
    web: (request, response, pathname) =>
      new Promise<void>((resolve, reject) => {
        response.once('close', () => resolve());
        vite.middlewares(request, response, (error?: unknown) => {
          if (error) reject(error instanceof Error ? error : new Error(String(error)));
          else servePage(request, response, pathname).then(resolve, reject);
        });
      }),
    close: () => vite.close(),
  };
}
