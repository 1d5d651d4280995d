import { recordClientLog } from './client-log';

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

export function statusOf(error: unknown): number | null {
  return typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number'
    ? error.status
    : null;
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

/**
 * visitor-and-account §7: sends an unexpected error to POST /api/debug-messages with the recent
 * log and the stack, anonymously and without waiting: it never throws, never blocks the page,
 * reports one error once, never a 401 (nor another 4xx unless asked), and at most
 * REPORTS_PER_MINUTE a minute. The server scrubs personal data; the page sends its path only. The
 * sender (./send-client-error.ts) is a lazy chunk: the first page does not carry it.
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
    const page = { pathname: window.location.pathname };
    recordClientLog(`reported ${context}`);
    // The sender and its contract load only when there is something to report.
    void import('./send-client-error')
      .then(({ sendClientError }) => sendClientError(error, context, page))
      .catch(() => undefined);
  } catch {
    // A report must never become an error of its own.
  }
}
