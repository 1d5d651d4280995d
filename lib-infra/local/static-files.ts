import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';

export const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

/**
 * Serves the built SPA as CloudFront does: files as they are (hashed assets cached for a year),
 * and index.html for any path that is not a file, so client-side routes survive a reload.
 */
export function staticSpa(rootDirectory: string) {
  const root = path.resolve(rootDirectory);
  return async (request: IncomingMessage, response: ServerResponse, pathname: string): Promise<void> => {
    const requested = path.resolve(root, `.${decodeURIComponent(pathname)}`);
    const insideRoot = requested === root || requested.startsWith(`${root}${path.sep}`);
    let file = path.join(root, 'index.html');
    if (insideRoot) {
      const info = await stat(requested).catch(() => null);
      if (info?.isFile()) file = requested;
    }
    const isIndex = file.endsWith('index.html');
    response.writeHead(200, {
      'content-type': CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream',
      'cache-control': isIndex
        ? 'no-cache'
        : pathname.startsWith('/assets/')
          ? 'public, max-age=31536000, immutable'
          : 'public, max-age=300',
    });
    if (request.method === 'HEAD') {
      response.end();
      return;
    }
    createReadStream(file).pipe(response);
  };
}
