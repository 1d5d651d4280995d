import { buildPath } from '../../../shared/api/endpoint';
import { diagnosticsEndpoints } from '../../../shared/api/endpoints/diagnostics';
import { DEBUG_MESSAGE_LIMITS, type DebugMessageRequest } from '../../../shared/schemas/diagnostics';
import { recentClientLog } from './client-log';
import { statusOf } from './report-client-error';

function clip(text: string, max: number): string {
  return text.length > max ? text.slice(0, max) : text;
}

/** The report's body, within the API's bounds so a long stack is cut rather than refused. */
export function reportBody(
  error: unknown,
  context: string,
  location: { pathname: string },
  userAgent: string,
): DebugMessageRequest {
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  const status = statusOf(error);
  return {
    message: clip(
      `${context}: ${message}${status === null ? '' : ` (status ${status})`}`,
      DEBUG_MESSAGE_LIMITS.message,
    ),
    log: recentClientLog()
      .slice(-DEBUG_MESSAGE_LIMITS.logLines)
      .map((line) => clip(line, DEBUG_MESSAGE_LIMITS.logLine)),
    stack: error instanceof Error && error.stack ? clip(error.stack, DEBUG_MESSAGE_LIMITS.stack) : null,
    url: clip(location.pathname || '/', DEBUG_MESSAGE_LIMITS.url),
    userAgent: clip(userAgent, DEBUG_MESSAGE_LIMITS.userAgent),
  };
}

/** POSTs one report (lib/report-client-error.ts decides which), anonymously and without waiting for it. */
export async function sendClientError(error: unknown, context: string, page: { pathname: string }): Promise<void> {
  const endpoint = diagnosticsEndpoints.reportClientError;
  await fetch(buildPath(endpoint.path), {
    method: endpoint.method,
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(reportBody(error, context, page, navigator.userAgent)),
    credentials: 'omit',
    keepalive: true,
  });
}
