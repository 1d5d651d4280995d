import { buildPath } from '../../../shared/api/endpoint';
import { diagnosticsEndpoints } from '../../../shared/api/endpoints/diagnostics';
import { DEBUG_MESSAGE_LIMITS, type DebugMessageRequest } from '../../../shared/schemas/debug-messages';
import { recentClientLog, recordClientLog } from './client-log';

/** At most this many reports per minute from one page load. */
export const REPORTS_PER_MINUTE = 3;

export interface ReportOptions {
  /**
   * Report even a refusal (4xx other than 401): for the few the spec says are reported, such as
   * 'Error provisioning SAML account: …'.
   */
  evenIfRefused?: boolean;
}

const reported = new WeakSet<object>();
let sentAt: number[] = [];

function statusOf(error: unknown): number | null {
  return typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number' ? error.status : null;
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/** Whether an error is one to report: unexpected ones, never a 401, a refusal only when asked. */
export function shouldReport(error: unknown, options: ReportOptions = {}): boolean {
  if (isAbort(error)) return false;
  const status = statusOf(error);
  if (status === 401) return false;
  if (status !== null && status >= 400 && status < 500) return options.evenIfRefused === true;
  return true;
}

function clip(text: string, max: number): string {
  return text.length > max ? text.slice(0, max) : text;
}

/** The report's body, within the API's bounds so a long stack is cut rather than refused. */
export function reportBody(error: unknown, context: string, location: { pathname: string }, userAgent: string): DebugMessageRequest {
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  const status = statusOf(error);
  return {
    message: clip(`${context}: ${message}${status === null ? '' : ` (status ${status})`}`, DEBUG_MESSAGE_LIMITS.message),
    log: recentClientLog()
      .slice(-DEBUG_MESSAGE_LIMITS.logLines)
      .map((line) => clip(line, DEBUG_MESSAGE_LIMITS.logLine)),
    stack: error instanceof Error && error.stack ? clip(error.stack, DEBUG_MESSAGE_LIMITS.stack) : null,
    url: clip(location.pathname || '/', DEBUG_MESSAGE_LIMITS.url),
    userAgent: clip(userAgent, DEBUG_MESSAGE_LIMITS.userAgent),
  };
}

/**
 * visitor-and-account §7: sends an unexpected error to POST /api/debug-messages with the recent
 * log and the stack, anonymously and without waiting: it never throws, never blocks the page,
 * reports one error once, never a 401 (nor another 4xx unless asked), and at most
 * REPORTS_PER_MINUTE a minute. The server scrubs personal data; the page sends its path only.
 */
export function reportClientError(error: unknown, context: string, options: ReportOptions = {}): void {
  try {
    if (!shouldReport(error, options)) return;
    if (typeof error === 'object' && error !== null) {
      if (reported.has(error)) return;
      reported.add(error);
    }
    const now = Date.now();
    sentAt = sentAt.filter((at) => now - at < 60_000);
    if (sentAt.length >= REPORTS_PER_MINUTE) return;
    sentAt.push(now);
    const endpoint = diagnosticsEndpoints.reportClientError;
    const body = reportBody(error, context, window.location, navigator.userAgent);
    recordClientLog(`reported ${context}`);
    void fetch(buildPath(endpoint.path), {
      method: endpoint.method,
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
      credentials: 'omit',
      keepalive: true,
    }).catch(() => undefined);
  } catch {
    // A report must never become an error of its own.
  }
}
