import type { EndpointSpec } from '../../shared/api/endpoint';
import { EXPORT_WARNING_HEADER } from '../../shared/api/export-warning-header';
import type { FileAnswer } from '../domain/core/files/file-answer';
import type { PortalResult } from './request-context';

export type { FileAnswer } from '../domain/core/files/file-answer';

export type FileType = Exclude<NonNullable<EndpointSpec['produces']>, 'application/samlmetadata+xml'>;

/** A file name safe in a header: ASCII letters, digits, dots, hyphens and underscores; anything else becomes a hyphen. */
function asciiName(filename: string): string {
  const ascii = filename
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return ascii || 'download';
}

/**
 * The answer of a file route as API Gateway (HTTP API v2) passes it on: a CSV as UTF-8 text, to
 * be saved (`attachment`); a PDF base64-encoded with isBase64Encoded (API Gateway's binary
 * answer), to be shown (`inline`, printed from the new window). The name goes in both header forms
 * (plain ASCII and RFC 5987 UTF-8), and the answer is never cached or sniffed. A file that holds
 * less than it would says so in EXPORT_WARNING_HEADER.
 */
export function fileResponse(type: FileType, answer: FileAnswer): PortalResult {
  const disposition = type === 'text/csv' ? 'attachment' : 'inline';
  const headers: Record<string, string> = {
    'content-type': type === 'text/csv' ? 'text/csv; charset=utf-8' : 'application/pdf',
    'content-disposition': `${disposition}; filename="${asciiName(answer.filename)}"; filename*=UTF-8''${encodeURIComponent(answer.filename)}`,
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
  };
  if (answer.warning) headers[EXPORT_WARNING_HEADER.toLowerCase()] = encodeURIComponent(answer.warning);
  if (type === 'text/csv')
    return {
      statusCode: 200,
      headers,
      body: Buffer.isBuffer(answer.body) ? answer.body.toString('utf8') : answer.body,
    };
  return { statusCode: 200, headers, body: Buffer.from(answer.body).toString('base64'), isBase64Encoded: true };
}
