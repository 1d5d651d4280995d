import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { PRERENDERED_FOLDER } from '../../shared/rules/prerendered-pages';
import { runnableViewerRequest, type ViewerRequest } from '../web/viewer-request';
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

/**
 * The event CloudFront gives the site's viewer-request function: the query string's values and
 * the cookies as the browser sent them (still percent-encoded), a header by its lower-case name.
 */
export function viewerRequestOf(request: IncomingMessage, uri: string): ViewerRequest {
  const querystring: ViewerRequest['querystring'] = {};
  const query = (request.url ?? '').split('?')[1] ?? '';
  for (const pair of query ? query.split('&') : []) {
    const [name = '', value = ''] = pair.split(/=(.*)/s);
    const entry = querystring[name];
    if (!entry) querystring[name] = { value };
    else entry.multiValue = [...(entry.multiValue ?? [{ value: entry.value }]), { value }];
  }
  const cookies: ViewerRequest['cookies'] = {};
  for (const pair of (request.headers.cookie ?? '').split(';')) {
    const [name = '', value = ''] = pair.trim().split(/=(.*)/s);
    if (name && !(name in cookies)) cookies[name] = { value };
  }
  const headers: ViewerRequest['headers'] = {};
  for (const [name, value] of Object.entries(request.headers))
    if (typeof value === 'string' && name !== 'cookie') headers[name] = { value };
  return { uri, querystring, headers, cookies };
}

/** What S3 answers through origin access control for a key it does not hold (no list permission). */
function accessDenied(response: ServerResponse) {
  response.writeHead(403, { 'content-type': 'application/xml' });
  response.end(
    '<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>AccessDenied</Code><Message>Access Denied</Message></Error>',
  );
}

const UNPUBLISHED = UNPUBLISHED_FILES.map((pattern) => pattern.replace(/^\*/, ''));

/**
 * Serves the built SPA as CloudFront serves the site bucket: the site's viewer-request function
 * decides (lib-infra/web/viewer-request.ts: a file, a public page's prerendered HTML in the
 * visitor's language, or index.html), then the file
 * as uploaded (entry files revalidated, every other file cached for a year; source maps never
 * uploaded) or S3's 403 for a file the bucket does not hold; text compressed with Brotli or gzip
 * as the browser accepts (each file compressed once and kept).
 */
export function staticSpa(rootDirectory: string, options: { siteBucketDirectory?: string } = {}) {
  const root = path.resolve(rootDirectory);
  // The prerender job's pages (functions/scheduled/prerender.ts): in AWS beside the build in the
  // site bucket; in the twin in a folder of its own (the build's folder is rebuilt, and each stack
  // of the e2e run has its own), which answers for the bucket's `_prerendered/` keys.
  const bucket = path.resolve(options.siteBucketDirectory ?? rootDirectory);
  const prerendered = path.join(bucket, PRERENDERED_FOLDER);
  const fileOf = (uri: string) =>
    uri.startsWith(`/${PRERENDERED_FOLDER}/`)
      ? { base: bucket, file: path.resolve(bucket, `.${uri}`) }
      : { base: root, file: path.resolve(root, `.${uri}`) };
  // The KeyValueStore of written pages: in the twin the job's files are the store itself, so a page
  // is served the moment its file is written (the job writes a file whole, by renaming it in).
  const viewerRequest = runnableViewerRequest({
    kvs: () => ({
      exists: async (key) => {
        const file = path.resolve(prerendered, `${key}.html`);
        return file.startsWith(`${prerendered}${path.sep}`) && Boolean((await stat(file).catch(() => null))?.isFile());
      },
    }),
  });
  const sendFile = compressingFileSender();
  return async (request: IncomingMessage, response: ServerResponse, pathname: string): Promise<void> => {
    // The distribution's default root object, then its viewer function.
    const event = { request: viewerRequestOf(request, pathname === '/' ? '/index.html' : pathname) };
    const { base, file } = fileOf(decodeURIComponent((await viewerRequest(event)).uri));
    const insideRoot = file.startsWith(`${base}${path.sep}`);
    const info = insideRoot ? await stat(file).catch(() => null) : null;
    if (!info?.isFile() || UNPUBLISHED.some((ending) => file.endsWith(ending))) return accessDenied(response);
    const isEntry =
      (ENTRY_FILES as readonly string[]).includes(path.relative(root, file)) ||
      file.startsWith(`${prerendered}${path.sep}`);
    const headers: Record<string, string> = {
      'content-type': CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream',
      'cache-control': isEntry ? ENTRY_CACHE_CONTROL : ASSET_CACHE_CONTROL,
    };
    await sendFile(request, response, file, info, headers);
  };
}
