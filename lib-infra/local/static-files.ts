import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { SPA_FALLBACK_FUNCTION } from '../web/spa-fallback';
import { compressingFileSender } from './cloudfront-edge';
import { ASSET_CACHE_CONTROL, ENTRY_CACHE_CONTROL, ENTRY_FILES, UNPUBLISHED_FILES } from '../web/site-files';

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

/** The CloudFront Function of the site's behaviour (viewer request), run as CloudFront runs it. */
const spaFallback = new Function(`${SPA_FALLBACK_FUNCTION}\nreturn handler;`)() as (event: {
  request: { uri: string };
}) => { uri: string };

/** What S3 answers through origin access control for a key it does not hold (no list permission). */
function accessDenied(response: ServerResponse) {
  response.writeHead(403, { 'content-type': 'application/xml' });
  response.end(
    '<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>AccessDenied</Code><Message>Access Denied</Message></Error>',
  );
}

const UNPUBLISHED = UNPUBLISHED_FILES.map((pattern) => pattern.replace(/^\*/, ''));

/**
 * Serves the built SPA as CloudFront serves the site bucket: the SPA fallback function decides
 * (a path whose last segment has no extension is a client-side route: index.html), then the file
 * as uploaded (entry files revalidated, every other file cached for a year; source maps never
 * uploaded) or S3's 403 for a file the bucket does not hold; text compressed with Brotli or gzip
 * as the browser accepts (each file compressed once and kept).
 */
export function staticSpa(rootDirectory: string) {
  const root = path.resolve(rootDirectory);
  const sendFile = compressingFileSender();
  return async (request: IncomingMessage, response: ServerResponse, pathname: string): Promise<void> => {
    // The distribution's default root object, then its viewer function.
    const uri = spaFallback({ request: { uri: pathname === '/' ? '/index.html' : pathname } }).uri;
    const file = path.resolve(root, `.${decodeURIComponent(uri)}`);
    const insideRoot = file.startsWith(`${root}${path.sep}`);
    const info = insideRoot ? await stat(file).catch(() => null) : null;
    if (!info?.isFile() || UNPUBLISHED.some((ending) => file.endsWith(ending))) return accessDenied(response);
    const isEntry = (ENTRY_FILES as readonly string[]).includes(path.relative(root, file));
    const headers: Record<string, string> = {
      'content-type': CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream',
      'cache-control': isEntry ? ENTRY_CACHE_CONTROL : ASSET_CACHE_CONTROL,
    };
    await sendFile(request, response, file, info, headers);
  };
}
