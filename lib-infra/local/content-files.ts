import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { CONTENT_PATH } from '../../shared/content-pages';
import { compressingFileSender } from './cloudfront-edge';
import { CONTENT_TYPES } from './static-files';

function notFound(response: ServerResponse, status = 404) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify({ message: status === 400 ? 'Bad Request' : 'Not Found' }));
}

/**
 * The segments of a path under /content, decoded, or null when one of them could climb out of the
 * folder or name a hidden file ('..', '.', an encoded slash or backslash, a NUL, a leading dot).
 * The URL parser has already resolved plain and %2e dot segments; this refuses whatever is left.
 */
function contentSegments(pathname: string): string[] | 'malformed' | null {
  const rest = pathname.slice(CONTENT_PATH.length + 1);
  const segments: string[] = [];
  for (const raw of rest.split('/')) {
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return 'malformed';
    }
    if (!segment || segment.startsWith('.') || /[/\\\0]/.test(segment)) return null;
    segments.push(segment);
  }
  return segments;
}

/**
 * The twin's content host: serves `directory` under /content as CloudFront serves the content
 * bucket: GET and HEAD of existing files only, cached for five minutes, compressed as the
 * behaviour's `compress: true` does (Brotli or gzip as the browser accepts); anything else is a 404.
 */
export function contentFiles(directory: string) {
  const root = path.resolve(directory);
  const sendFile = compressingFileSender();
  return async (request: IncomingMessage, response: ServerResponse, pathname: string): Promise<void> => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return notFound(response);
    const segments = contentSegments(pathname);
    if (segments === 'malformed') return notFound(response, 400);
    if (!segments) return notFound(response);
    const file = path.resolve(root, ...segments);
    if (!file.startsWith(`${root}${path.sep}`)) return notFound(response);
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return notFound(response);
    await sendFile(request, response, file, info, {
      'content-type': CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream',
      'cache-control': 'public, max-age=300',
    });
  };
}
