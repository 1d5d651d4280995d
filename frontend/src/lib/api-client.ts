import { i18n } from '@lingui/core';
import type * as z from 'zod/mini';
import { buildPath, type Endpoint } from '../../../shared/api/endpoint';
import { ACT_AS_HEADER, ACT_AS_SESSION_HEADER } from '../../../shared/api/acting-as-header';
import { apiErrorResponseSchema, type ApiError } from '../../../shared/api/errors';
import { actingAsSecret } from './acting-as-grant';
import { currentAccessToken, currentIdToken } from './auth';
import { startWaiting } from './reconnecting';
import { recordClientLog } from './client-log';
import { NORMAL_RETRIES, STARTUP_RETRIES, isSafeToRepeat, parseRetryAfter, withRetries } from './retry-policy';
import { notifyUnauthorized } from './unauthorized';

/**
 * `/data/attributes/email` → `email`; nested pointers keep their dotted path. The SPA's own reading
 * of a 422's pointers: shared/api/errors.ts holds only the error answer's schemas and codes, which
 * the first page gets as checks (frontend/first-page-contracts.ts).
 */
function fieldOfPointer(pointer: string): string | null {
  const match = /^\/data\/attributes\/(.+)$/.exec(pointer);
  return match?.[1] ? match[1].split('/').join('.') : null;
}

/** An error answer of the API, or a request that got no usable answer (status 0). */
export class ApiRequestError extends Error {
  override name = 'ApiRequestError';
  readonly status: number;
  readonly errors: ApiError[];
  readonly endpointId: string;
  /** The answer's Retry-After in milliseconds (the API's 503 outage answer gives one). */
  readonly retryAfterMs: number | null;

  constructor(endpointId: string, status: number, errors: ApiError[], retryAfterMs: number | null = null) {
    super(errors[0]?.detail ?? `Request failed with status ${status}`);
    this.endpointId = endpointId;
    this.status = status;
    this.errors = errors;
    this.retryAfterMs = retryAfterMs;
  }

  /** 422 field errors keyed by attribute name (from `/data/attributes/<field>`); the first per field wins. */
  get fieldErrors(): Record<string, string> {
    const fields: Record<string, string> = {};
    for (const error of this.errors) {
      const field = error.source ? fieldOfPointer(error.source.pointer) : null;
      if (field && !(field in fields)) fields[field] = error.detail;
    }
    return fields;
  }

  /** Error details that belong to no field, for an alert above the form. */
  get generalMessages(): string[] {
    return this.errors
      .filter((error) => !error.source || fieldOfPointer(error.source.pointer) === null)
      .map((error) => error.detail);
  }
}

export function isApiRequestError(error: unknown): error is ApiRequestError {
  return error instanceof ApiRequestError;
}

export interface ApiRequestOptions<P extends z.ZodMiniType, Q extends z.ZodMiniType, B extends z.ZodMiniType> {
  params?: z.input<P>;
  query?: z.input<Q>;
  body?: z.input<B>;
  signal?: AbortSignal;
  /** The session probe: a 401 means "signed out" and must not end the session. */
  allowUnauthorized?: boolean;
  /**
   * How a failure with no answer or a 5xx is tried again when the call is safe to repeat
   * (lib/retry-policy.ts): 'normal' (10 × 5 s, the default), 'startup' (5 × 3 s, the boot's calls)
   * or false (never).
   */
  retry?: 'normal' | 'startup' | false;
}

function errorOf(endpointId: string, status: number, detail: string): ApiRequestError {
  return new ApiRequestError(endpointId, status, [{ status: String(status), detail }]);
}

function queryString(query: unknown): string {
  if (!query || typeof query !== 'object') return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query as Record<string, unknown>)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) search.append(key, String(item));
    else search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * One typed call of the API: the path comes from the shared endpoint, the answer is parsed with
 * its response schema, errors become an ApiRequestError, and a 401 ends the session. A call safe
 * to repeat that gets no answer or a 5xx is tried again (§7), showing "Reconnecting…" meanwhile;
 * the request's signal, or leaving the page, gives up the waiting.
 */
export function apiRequest<
  P extends z.ZodMiniType,
  Q extends z.ZodMiniType,
  B extends z.ZodMiniType,
  R extends z.ZodMiniType,
>(endpoint: Endpoint<P, Q, B, R>, options: ApiRequestOptions<P, Q, B> = {}): Promise<z.output<R>> {
  const mode = options.retry ?? 'normal';
  if (mode === false || !isSafeToRepeat(endpoint)) return requestOnce(endpoint, options);
  return withRetries(() => requestOnce(endpoint, options), {
    policy: mode === 'startup' ? STARTUP_RETRIES : NORMAL_RETRIES,
    signal: options.signal,
    onWait: (attempt, delayMs) =>
      recordClientLog(`retrying ${endpoint.method} ${endpoint.path} (try ${attempt + 1}) in ${delayMs} ms`),
    reconnecting: startWaiting,
  });
}

export function parsedJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The ApiRequestError of a refused or failed answer (its error list, or its status); a 401 ends the session unless allowed. */
export function failureOf(
  endpointId: string,
  response: Response,
  text: string,
  json: unknown,
  options: { allowUnauthorized?: boolean },
): ApiRequestError {
  const parsed = apiErrorResponseSchema.safeParse(json);
  const retryAfterMs = parseRetryAfter(response.headers.get('retry-after'), Date.now());
  const detail = text && json === undefined && text.length < 300 ? text : response.statusText || 'The request failed.';
  const error = new ApiRequestError(
    endpointId,
    response.status,
    parsed.success ? parsed.data.errors : [{ status: String(response.status), detail }],
    retryAfterMs,
  );
  if (response.status === 401 && !options.allowUnauthorized) notifyUnauthorized(error.errors[0]?.code);
  return error;
}

/** Sends one call with the session's token; no answer at all becomes an ApiRequestError with status 0. */
export async function send<
  P extends z.ZodMiniType,
  Q extends z.ZodMiniType,
  B extends z.ZodMiniType,
  R extends z.ZodMiniType,
>(endpoint: Endpoint<P, Q, B, R>, options: ApiRequestOptions<P, Q, B>, accept: string): Promise<Response> {
  const url = buildPath(endpoint.path, (options.params ?? {}) as Record<string, string>) + queryString(options.query);
  // The API answers its messages in the language the screens are in (functions/http/caller-locale.ts).
  const headers: Record<string, string> = { Accept: accept, 'Accept-Language': i18n.locale };
  const token = await currentIdToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const actAs = token ? actingAsSecret() : null;
  if (actAs) headers[ACT_AS_HEADER] = actAs;
  // Acting (or starting to) is bound to this sign-in session: the server asks the user pool whether it still holds.
  if (token && (actAs || endpoint.actorSession)) {
    const access = await currentAccessToken();
    if (access) headers[ACT_AS_SESSION_HEADER] = access;
  }
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  try {
    const response = await fetch(url, {
      method: endpoint.method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
      credentials: 'same-origin',
    });
    recordClientLog(`${endpoint.method} ${endpoint.path} ${response.status}`);
    return response;
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    recordClientLog(`${endpoint.method} ${endpoint.path} got no answer`);
    throw errorOf(endpoint.id, 0, 'The server could not be reached. Please check your connection and try again.');
  }
}

async function requestOnce<
  P extends z.ZodMiniType,
  Q extends z.ZodMiniType,
  B extends z.ZodMiniType,
  R extends z.ZodMiniType,
>(endpoint: Endpoint<P, Q, B, R>, options: ApiRequestOptions<P, Q, B>): Promise<z.output<R>> {
  const response = await send(endpoint, options, 'application/json');
  const text = await response.text();
  const json = parsedJson(text);
  if (!response.ok) throw failureOf(endpoint.id, response, text, json, options);

  const parsed = endpoint.response.safeParse(json);
  if (!parsed.success) {
    throw errorOf(endpoint.id, response.status, 'The server sent an answer this page does not understand.');
  }
  return parsed.data;
}
