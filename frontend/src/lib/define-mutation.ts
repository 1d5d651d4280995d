import { useMutation, useQueryClient, type QueryClient, type UseMutationOptions } from '@tanstack/react-query';
import type { Endpoint } from '../../../shared/api/endpoint';
import { apiRequest, type ApiRequestError } from './api-client';
import type { MutationRequest, QueryKey, ResponseOf, SchemaOf } from './define-query';

/** A change's variables when the caller gives the request itself: nothing at all for an endpoint that takes nothing. */
// void, not undefined: TanStack's `mutate()` may then be called without an argument.
type DefaultVariables<E> = [SchemaOf<E, 'params'> | SchemaOf<E, 'query'> | SchemaOf<E, 'body'>] extends [never]
  ? // eslint-disable-next-line @typescript-eslint/no-invalid-void-type
    void
  : MutationRequest<E>;

interface MutationDefinition<E, Variables> {
  /**
   * The request sent for the caller's variables (a token to add, a shape of the page's own); the
   * variables are the request when left out.
   */
  request?: (variables: Variables) => MutationRequest<E> | Promise<MutationRequest<E>>;
  /** The reads to read again after the change: query keys (a definition's `key()` names all its reads). */
  invalidates?: readonly QueryKey[] | ((variables: NoInfer<Variables>) => readonly QueryKey[]);
  /** When they are read again: after a success (the default), or after any answer (a change that may have half-happened). */
  invalidateOn?: 'success' | 'settled';
  /** Puts the answer into the cache where it replaces what a read holds (the API answers the new state). */
  update?: (queryClient: QueryClient, response: ResponseOf<E>, variables: NoInfer<Variables>) => void;
}

/**
 * What a form shows of a change its page makes (the page's mutation hook): whether it is under
 * way and how it failed; `reset` forgets an earlier failure when the form opens again.
 */
export interface ChangeState {
  isPending: boolean;
  error: ApiRequestError | null;
  reset: () => void;
}

/** What a page may add where it uses the change (what follows its success, on top of the cache's). */
type UseOptions<E, Variables> = Pick<
  UseMutationOptions<ResponseOf<E>, ApiRequestError, Variables>,
  'onSuccess' | 'onError' | 'onSettled'
>;

/**
 * One API change as the SPA uses it: a hook on `useMutation` whose variables are the endpoint's
 * request (params, query, body, typed by its contract), whose error is the typed client's
 * ApiRequestError (its message is the API's own), and which reads again, or updates, the cached
 * reads it changes. Pages show `isPending` and `error` instead of keeping them by hand.
 */
export function defineMutation<E extends Endpoint, Variables = DefaultVariables<E>>(
  endpoint: E,
  definition: MutationDefinition<E, Variables> = {},
) {
  const { request, invalidates, invalidateOn = 'success', update } = definition;
  const send = async (variables: Variables): Promise<ResponseOf<E>> => {
    const sent = request ? await request(variables) : ((variables ?? {}) as MutationRequest<E>);
    return (await apiRequest(endpoint, sent)) as ResponseOf<E>;
  };
  return {
    /** The call alone, outside a component (a step of a longer piece of work). */
    send,
    useMutation: (options: UseOptions<E, Variables> = {}) => {
      const queryClient = useQueryClient();
      const refresh = (variables: Variables) => {
        const keys = typeof invalidates === 'function' ? invalidates(variables) : (invalidates ?? []);
        return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      };
      return useMutation<ResponseOf<E>, ApiRequestError, Variables>({
        mutationFn: send,
        onSuccess: async (response, variables, ...rest) => {
          update?.(queryClient, response, variables);
          if (invalidateOn === 'success') await refresh(variables);
          await options.onSuccess?.(response, variables, ...rest);
        },
        onError: options.onError,
        onSettled: async (response, error, variables, ...rest) => {
          if (invalidateOn === 'settled') await refresh(variables);
          await options.onSettled?.(response, error, variables, ...rest);
        },
      });
    },
  };
}
