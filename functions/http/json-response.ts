import type { PortalResult } from './request-context';

export function jsonResponse(statusCode: number, body: unknown, headers: Record<string, string> = {}): PortalResult {
  return {
    statusCode,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers },
    body: JSON.stringify(body),
  };
}
