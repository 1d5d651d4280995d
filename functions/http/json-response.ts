import type { PortalResult } from './request-context';

export function jsonResponse(statusCode: number, body: unknown, headers: Record<string, string> = {}): PortalResult {
  return jsonTextResponse(statusCode, JSON.stringify(body), headers);
}

/** The same answer for a body the caller has already written as JSON. */
export function jsonTextResponse(statusCode: number, json: string, headers: Record<string, string> = {}): PortalResult {
  return {
    statusCode,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers },
    body: json,
  };
}
