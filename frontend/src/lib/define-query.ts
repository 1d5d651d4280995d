import { queryOptions, useQuery, useSuspenseQuery, type UseQueryOptions } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import type { Endpoint } from '../../../shared/api/endpoint';
import { apiRequest } from './api-client';

/**
 * The first part of every query key says whose data it is: 'public' data is the same for everyone
 * and survives a change of user; 'me' data belongs to the signed-in user and is dropped when the
 * user changes (lib/session.ts). A read's key is its definition's key followed by its request's
 * path parameters and query, so every set of parameters is cached on its own and the definition's
 * key alone names them all (to invalidate them together).
 */
export type QueryKey = readonly ['public' | 'me', ...unknown[]];

type Part = 'params' | 'query' | 'body';
export type SchemaOf<E, K extends Part> = E extends { readonly [P in K]: infer S extends z.ZodMiniType } ? S : never;
/** One part of a request: required when its schema requires something, left out when the endpoint has none. */
type RequestPart<E, K extends Part> = [SchemaOf<E, K>] extends [never]
  ? { [P in K]?: never }
  : object extends z.input<SchemaOf<E, K>>
    ? { [P in K]?: z.input<SchemaOf<E, K>> }
    : { [P in K]: z.input<SchemaOf<E, K>> };

/** What a read of the endpoint sends: its path parameters and query, typed by its contract. */
export type QueryRequest<E> = RequestPart<E, 'params'> & RequestPart<E, 'query'>;
/** What a change sends: its path parameters, query and body, typed by its contract. */
export type MutationRequest<E> = QueryRequest<E> & RequestPart<E, 'body'>;
/** The endpoint's answer as its response schema parses it. */
export type ResponseOf<E> =
  E extends Endpoint<z.ZodMiniType, z.ZodMiniType, z.ZodMiniType, infer R> ? z.output<R> : never;
/** A request that asks for nothing may be left out. */
export type RequestArgs<Request> = object extends Request ? [request?: Request] : [request: Request];

interface QueryDefinition<E, Data> {
  /** The key of every read of the endpoint; each read adds its request's parameters and query. */
  queryKey: QueryKey;
  /** What the cache keeps of the endpoint's answer; the answer itself when left out. */
  select?: (response: ResponseOf<E>) => Data;
  /** How long the data stays fresh; the query client's default when left out. */
  staleTime?: number;
  /** A 401 is the answer, not a lost session (a read that asks whether something is there). */
  allowUnauthorized?: true;
}

/** What a page may ask of a read it does not suspend on (a search as one types, a job's progress). */
type ReadOptions<Data> = Pick<
  UseQueryOptions<Data, Error, Data, readonly unknown[]>,
  'enabled' | 'placeholderData' | 'refetchInterval' | 'initialData' | 'initialDataUpdatedAt'
>;

type ReadArgs<Request, Data> = object extends Request
  ? [request?: Request, read?: ReadOptions<Data>]
  : [request: Request, read?: ReadOptions<Data>];

/** A request's parts that make its key: its path parameters and its query, when it has them. */
function keyOf(queryKey: QueryKey, request: { params?: unknown; query?: unknown } = {}): QueryKey {
  const parts = [request.params, request.query].filter((part) => part !== undefined);
  return parts.length ? [...queryKey, ...parts] : queryKey;
}

/**
 * One API read as the SPA uses it: `fetch` calls the endpoint through the typed client, a route
 * loader passes `queryOptions(request)` to `ensureQueryData`, and the page reads the same data with
 * `useData(request)` (or `useRead(request)` where it must not suspend). Types come from the shared
 * endpoint's request and response schemas.
 */
export function defineQuery<E extends Endpoint, Data = ResponseOf<E>>(
  endpoint: E,
  { queryKey, select, staleTime, allowUnauthorized }: QueryDefinition<E, Data>,
) {
  type Request = QueryRequest<E>;
  const fetch = async (request: Request = {} as Request, signal?: AbortSignal): Promise<Data> => {
    const response = (await apiRequest(endpoint, { ...request, signal, allowUnauthorized })) as ResponseOf<E>;
    return select ? select(response) : (response as Data);
  };
  const options = (...[request]: RequestArgs<Request>) =>
    queryOptions({
      queryKey: keyOf(queryKey, request) as readonly unknown[],
      queryFn: ({ signal }) => fetch(request, signal),
      // Left out rather than undefined: an undefined staleTime would replace the client's default.
      ...(staleTime === undefined ? {} : { staleTime }),
    });
  return {
    fetch,
    /** The key of the read of this request, or of every read of the endpoint without one. */
    key: (request?: Request): QueryKey => keyOf(queryKey, request),
    queryOptions: options,
    useData: (...args: RequestArgs<Request>): Data => useSuspenseQuery(options(...args)).data,
    useRead: (...[request, read]: ReadArgs<Request, Data>) =>
      useQuery({ ...options(...([request] as RequestArgs<Request>)), ...read }),
  };
}
