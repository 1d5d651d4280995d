import type * as z from 'zod/mini';
import { buildPath, type Endpoint } from '../../../../../shared/api/endpoint';
import { apiErrorResponseSchema } from '../../../../../shared/api/errors';
import { ApiRequestError } from '../../../lib/api-client';
import { currentIdToken } from '../../../lib/auth';
import { notifyUnauthorized } from '../../../lib/unauthorized';

/**
 * A file of a `produces` endpoint (CSV, PDF) read with the caller's token, as a Blob. Interim: the
 * documents work adds `downloadFile` to lib/api-client.ts; this one goes when that lands.
 */
export async function downloadFile<P extends z.ZodMiniType, Q extends z.ZodMiniType>(
  endpoint: Endpoint<P, Q, z.ZodMiniType, z.ZodMiniType>,
  options: { params?: z.input<P>; query?: Record<string, string | undefined> },
): Promise<Blob> {
  const search = new URLSearchParams(Object.entries(options.query ?? {}).filter((entry): entry is [string, string] => Boolean(entry[1]))).toString();
  const url = buildPath(endpoint.path, (options.params ?? {}) as Record<string, string>) + (search ? `?${search}` : '');
  const token = await currentIdToken();
  let response: Response;
  try {
    response = await fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {}, credentials: 'same-origin' });
  } catch {
    throw new ApiRequestError(endpoint.id, 0, [{ status: '0', detail: 'The server could not be reached. Please check your connection and try again.' }]);
  }
  if (!response.ok) {
    if (response.status === 401) notifyUnauthorized();
    const parsed = apiErrorResponseSchema.safeParse(await response.json().catch(() => null));
    throw new ApiRequestError(endpoint.id, response.status, parsed.success ? parsed.data.errors : [{ status: String(response.status), detail: response.statusText || 'The request failed.' }]);
  }
  return response.blob();
}
