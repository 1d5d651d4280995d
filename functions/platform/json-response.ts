import type { PortalResult } from './request-context';

export function jsonResponse(statusCode: number, body: unknown): PortalResult {
  return {
    statusCode,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
    body: JSON.stringify(body),
  };
}
