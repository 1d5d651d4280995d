import { QueryClient } from '@tanstack/react-query';
import { isRetryable } from '../lib/api-client';

/** Spec §7: requests with no answer or a 5xx are retried a few times; nothing else is. */
export const MAX_RETRIES = 3;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => failureCount < MAX_RETRIES && isRetryable(error),
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 5000),
        staleTime: 60 * 1000,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
