import type * as z from 'zod/mini';
import type { Endpoint } from '../../../shared/api/endpoint';
import { EXPORT_WARNING_HEADER } from '../../../shared/api/export-warning-header';
import { failureOf, parsedJson, send, type ApiRequestOptions } from './api-client';

/*
 * File answers (endpoints with `produces`), apart from api-client so the first page, which
 * downloads nothing, does not carry them.
 */

/** A file the API answered (an endpoint with `produces`): its content and the name the server gave it. */
export interface DownloadedFile {
  blob: Blob;
  /** From content-disposition (its UTF-8 form when given); null when the answer named none. */
  filename: string | null;
  /** What the file lacks, when it holds less than it would (EXPORT_WARNING_HEADER); null when it is whole. */
  warning: string | null;
}

/** The warning of a file answer (URI-encoded by the server), if any. */
function warningOf(header: string | null): string | null {
  if (!header) return null;
  try {
    return decodeURIComponent(header);
  } catch {
    return header;
  }
}

/** The file name of a content-disposition header: `filename*=UTF-8''…` first, then `filename="…"`. */
export function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // fall back to the plain name
    }
  }
  return /filename="([^"]*)"/i.exec(disposition)?.[1] ?? null;
}

/**
 * Fetches a file endpoint's answer (a CSV or a PDF, `produces` on the endpoint) with the
 * session's token, as apiRequest does for JSON: refusals become an ApiRequestError with the
 * server's messages, and a 401 ends the session. Never repeated (each call reveals passwords and
 * is audited). To show a PDF in a new window, open the window in the click itself (before this
 * call, or the browser blocks it) and then set its location to `URL.createObjectURL(blob)`; to
 * save a CSV, click a temporary `<a download={filename}>` with that URL. Revoke the URL after.
 */
export async function downloadFile<
  P extends z.ZodMiniType,
  Q extends z.ZodMiniType,
  B extends z.ZodMiniType,
  R extends z.ZodMiniType,
>(endpoint: Endpoint<P, Q, B, R>, options: Omit<ApiRequestOptions<P, Q, B>, 'retry'> = {}): Promise<DownloadedFile> {
  if (!endpoint.produces) throw new Error(`${endpoint.id} answers JSON; use apiRequest`);
  const response = await send(endpoint, options, `${endpoint.produces}, application/json`);
  if (!response.ok) {
    const text = await response.text();
    throw failureOf(endpoint.id, response, text, parsedJson(text), options);
  }
  return {
    blob: await response.blob(),
    filename: fileNameOf(response.headers.get('content-disposition')),
    warning: warningOf(response.headers.get(EXPORT_WARNING_HEADER)),
  };
}

/** Saves a downloaded file (a CSV) under the name the server gave it, or `fallbackName`. */
export function saveDownloadedFile({ blob, filename }: DownloadedFile, fallbackName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename ?? fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
