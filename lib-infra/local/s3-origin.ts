import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { createReadStream } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { randomBytes } from 'node:crypto';
import { localExportObject } from '../../functions/adapters/export-files/folder';
import { escapeHtml } from '../../shared/rules/escape-html';

/**
 * The twin's stand-in for the exports bucket's own origin (https://<bucket>.s3.<region>.amazonaws.com
 * in AWS): another origin than the site, so whatever holds in the twin about a download link holds
 * on AWS. It answers only what a presigned GetObject link of the S3 adapter
 * (functions/adapters/export-files/s3.ts) asks, as S3 does:
 * - the link's SigV4 query signature is checked by signing the same request again with the twin's
 *   credentials, and any change (a parameter added, removed or altered, another host, another
 *   method) is SignatureDoesNotMatch; no signature at all is AccessDenied, as for any anonymous
 *   request to a private bucket;
 * - a link past X-Amz-Date + X-Amz-Expires is AccessDenied 'Request has expired';
 * - the signed response-content-disposition is the answer's Content-Disposition, and the object's
 *   own type its Content-Type;
 * - a key with no object is AccessDenied, not NoSuchKey: the functions may GetObject under
 *   exports/ but not ListBucket (lib-infra/project-function.ts grantExports);
 * - cookies are never read, and an Authorization header beside the query signature is refused
 *   (InvalidArgument: one auth mechanism);
 * - the bucket has no CORS rule (lib-infra/data/index.ts), so no answer carries Access-Control-*
 *   headers and a preflight is refused: a page on the site can follow a link, never fetch it.
 * Errors are S3's XML error documents. Not played: Range requests, ETags, other operations.
 */
export interface S3OriginOptions {
  /** The folder of the twin's exports bucket (the functions' EXPORTS_DIR). */
  dir: string;
  bucket: string;
  region: string;
  credentials: { accessKeyId: string; secretAccessKey: string };
  now?: () => Date;
}

type S3Error = { status: number; code: string; message: string; extra?: Record<string, string> };

const ACCESS_DENIED: S3Error = { status: 403, code: 'AccessDenied', message: 'Access Denied' };

function requestId(): string {
  return randomBytes(8).toString('hex').toUpperCase();
}

function errorXml(error: S3Error, id: string): string {
  const fields = { Code: error.code, Message: error.message, ...error.extra, RequestId: id, HostId: id };
  const body = Object.entries(fields)
    .map(([name, value]) => `<${name}>${escapeHtml(value)}</${name}>`)
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<Error>${body}</Error>`;
}

function answerError(response: ServerResponse, method: string, error: S3Error, id: string): void {
  const body = method === 'HEAD' ? '' : errorXml(error, id);
  response.writeHead(error.status, {
    'content-type': 'application/xml',
    'x-amz-request-id': id,
    server: 'AmazonS3',
    ...(body ? { 'content-length': String(Buffer.byteLength(body)) } : {}),
  });
  response.end(body);
}

/** X-Amz-Date (20261206T101500Z) as a date, or null. */
function amzDate(value: string | null): Date | null {
  const match = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value ?? '');
  if (!match) return null;
  const [, year, month, day, hours, minutes, seconds] = match;
  return new Date(`${year}-${month}-${day}T${hours}:${minutes}:${seconds}Z`);
}

function sortedParams(params: URLSearchParams): string {
  return JSON.stringify([...params.entries()].sort(([a], [b]) => a.localeCompare(b)));
}

/** Whether the link is the one the S3 adapter signs for this bucket, key and disposition, byte for byte. */
async function signatureHolds(
  options: S3OriginOptions,
  origin: string,
  key: string,
  url: URL,
  signedAt: Date,
  expiresIn: number,
): Promise<boolean> {
  const disposition = url.searchParams.get('response-content-disposition');
  const client = new S3Client({
    endpoint: origin,
    forcePathStyle: true,
    region: options.region,
    credentials: options.credentials,
  });
  try {
    const expected = new URL(
      await getSignedUrl(
        client,
        new GetObjectCommand({
          Bucket: options.bucket,
          Key: key,
          ...(disposition !== null ? { ResponseContentDisposition: disposition } : {}),
        }),
        { expiresIn, signingDate: signedAt },
      ),
    );
    return (
      decodeURIComponent(expected.pathname) === decodeURIComponent(url.pathname) &&
      sortedParams(expected.searchParams) === sortedParams(url.searchParams)
    );
  } finally {
    client.destroy();
  }
}

/** The answer to one request of the bucket's origin (exported for tests). */
export function s3OriginHandler(options: S3OriginOptions, origin: string) {
  const now = options.now ?? (() => new Date());
  return async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const id = requestId();
    const method = request.method ?? 'GET';
    const url = new URL(request.url ?? '/', origin);
    const fail = (error: S3Error) => answerError(response, method, error, id);
    if (method === 'OPTIONS')
      return fail({
        status: 403,
        code: 'AccessForbidden',
        message: 'CORSResponse: CORS is not enabled for this bucket.',
      });
    const [, bucket = '', ...keyParts] = url.pathname.split('/');
    if (bucket !== options.bucket)
      return fail({
        status: 404,
        code: 'NoSuchBucket',
        message: 'The specified bucket does not exist',
        extra: { BucketName: decodeURIComponent(bucket) },
      });
    const signature = url.searchParams.get('X-Amz-Signature');
    if (url.searchParams.get('X-Amz-Algorithm') === null && signature === null) {
      // An anonymous request: the bucket blocks all public access.
      return fail(ACCESS_DENIED);
    }
    if (request.headers.authorization)
      return fail({
        status: 400,
        code: 'InvalidArgument',
        message:
          'Only one auth mechanism allowed; only the X-Amz-Algorithm query parameter, Signature query string parameter or the Authorization header should be specified',
        extra: { ArgumentName: 'Authorization', ArgumentValue: request.headers.authorization },
      });
    const signedAt = amzDate(url.searchParams.get('X-Amz-Date'));
    const expiresIn = Number(url.searchParams.get('X-Amz-Expires'));
    if (!signedAt || !Number.isInteger(expiresIn) || expiresIn < 1 || expiresIn > 604_800 || !signature)
      return fail({
        status: 400,
        code: 'AuthorizationQueryParametersError',
        message:
          'Query-string authentication version 4 requires the X-Amz-Algorithm, X-Amz-Credential, X-Amz-Signature, X-Amz-Date, X-Amz-SignedHeaders, and X-Amz-Expires parameters.',
      });
    let key: string;
    try {
      key = decodeURIComponent(keyParts.join('/'));
    } catch {
      return fail({ status: 400, code: 'InvalidURI', message: "Couldn't parse the specified URI." });
    }
    // The host is signed: a link followed to another name of this machine does not match, as on S3.
    const sameHost = request.headers.host === new URL(origin).host;
    if (method !== 'GET' || !sameHost || !(await signatureHolds(options, origin, key, url, signedAt, expiresIn)))
      return fail({
        status: 403,
        code: 'SignatureDoesNotMatch',
        message:
          'The request signature we calculated does not match the signature you provided. Check your key and signing method.',
        extra: { AWSAccessKeyId: options.credentials.accessKeyId, SignatureProvided: signature },
      });
    const at = now();
    const expires = new Date(signedAt.getTime() + expiresIn * 1000);
    if (expires.getTime() < at.getTime())
      return fail({
        status: 403,
        code: 'AccessDenied',
        message: 'Request has expired',
        extra: {
          'X-Amz-Expires': String(expiresIn),
          Expires: expires.toISOString().replace(/\.\d{3}Z$/, 'Z'),
          ServerTime: at.toISOString().replace(/\.\d{3}Z$/, 'Z'),
        },
      });
    const object = await localExportObject(options.dir, key, at);
    if (!object) return fail(ACCESS_DENIED);
    const disposition = url.searchParams.get('response-content-disposition');
    response.writeHead(200, {
      'content-type': object.contentType,
      'content-length': String(object.size),
      'last-modified': object.lastModified.toUTCString(),
      'accept-ranges': 'bytes',
      'x-amz-request-id': id,
      server: 'AmazonS3',
      ...(disposition !== null ? { 'content-disposition': disposition } : {}),
    });
    createReadStream(object.file).pipe(response);
  };
}

export interface S3Origin {
  /** The origin links point at, e.g. http://127.0.0.1:4567. */
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts the stand-in on its own port. It listens on `host` as the portal does, and is named by
 * 127.0.0.1 where the portal is named localhost: another site, so the browser sends it none of the
 * site's cookies, as it sends none to the bucket's host.
 */
export async function startS3Origin(
  options: S3OriginOptions & { host: string; port: number; log?: (line: string) => void },
): Promise<S3Origin> {
  const name = options.host === '0.0.0.0' || options.host === 'localhost' ? '127.0.0.1' : options.host;
  const url = `http://${name}:${options.port}`;
  const handle = s3OriginHandler(options, url);
  const server: Server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      options.log?.(`s3 origin: ${String(error)}`);
      if (!response.headersSent)
        answerError(
          response,
          request.method ?? 'GET',
          { status: 500, code: 'InternalError', message: 'We encountered an internal error. Please try again.' },
          requestId(),
        );
      else response.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, resolve);
  });
  return {
    url,
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
