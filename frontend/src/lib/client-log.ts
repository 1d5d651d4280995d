/**
 * The last lines of what the SPA did (API calls by their path template, retries, errors), sent
 * with a client error report (lib/report-client-error.ts). Kept in memory for this page load
 * only; a line never holds a query string or a request body.
 */
export const CLIENT_LOG_LINES = 30;
const MAX_LINE = 300;

const lines: string[] = [];

export function recordClientLog(line: string): void {
  lines.push(`${new Date().toISOString()} ${line}`.slice(0, MAX_LINE));
  if (lines.length > CLIENT_LOG_LINES) lines.splice(0, lines.length - CLIENT_LOG_LINES);
}

export function recentClientLog(): string[] {
  return [...lines];
}
