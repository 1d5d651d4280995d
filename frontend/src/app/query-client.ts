import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { reportClientError } from '../lib/report-client-error';

/**
 * The API client (lib/api-client.ts) already tries a failed call again as §7 says, so the cache
 * does not; a query or mutation that still fails unexpectedly (no answer, a 5xx, a bug) is
 * reported (lib/report-client-error.ts), never a 401 or another refusal.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => reportClientError(error, `query ${String(query.queryKey[0])}`),
    }),
    mutationCache: new MutationCache({ onError: (error) => reportClientError(error, 'mutation') }),
    defaultOptions: {
      queries: {
        retry: false,
        staleTime: 60 * 1000,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
