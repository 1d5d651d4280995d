import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import type { Endpoint } from '../../../shared/api/endpoint';
import { apiRequest } from './api-client';

/**
 * The first part of every query key says whose data it is: 'public' data is the same for everyone
 * and survives a change of user; 'me' data belongs to the signed-in user and is dropped when the
 * user changes (lib/session.ts).
 */
export type QueryKey = readonly ['public' | 'me', ...string[]];

interface QueryDefinition<Response, Data> {
  queryKey: QueryKey;
  /** What the cache keeps of the endpoint's answer. */
  select: (response: Response) => Data;
  /** How long the data stays fresh; the query client's default when left out. */
  staleTime?: number;
}

/**
 * One API read as the SPA uses it: `fetch` calls the endpoint through the typed client, a route
 * loader passes `queryOptions()` to `ensureQueryData`, and the page reads the same data with
 * `useData()`. Types come from the shared endpoint's response schema.
 */
export function defineQuery<R extends z.ZodMiniType, Data>(
  endpoint: Endpoint<z.ZodMiniType, z.ZodMiniType, z.ZodMiniType, R>,
  { queryKey, select, staleTime }: QueryDefinition<z.output<R>, Data>,
) {
  const fetch = async (signal?: AbortSignal): Promise<Data> => select(await apiRequest(endpoint, { signal }));
  const options = () =>
    queryOptions({
      queryKey,
      queryFn: ({ signal }) => fetch(signal),
      // Left out rather than undefined: an undefined staleTime would replace the client's default.
      ...(staleTime === undefined ? {} : { staleTime }),
    });
  return {
    fetch,
    queryOptions: options,
    useData: (): Data => useSuspenseQuery(options()).data,
  };
}
