import { useMutation, useQueryClient } from '@tanstack/react-query';
import { childrenEndpoints } from '../../../shared/api/endpoints/children';
import { beginActingAs } from './acting-as';
import { apiRequest } from './api-client';

/**
 * Login To Child (Family Management, and the subscribe flow's complete page): the grant to act as
 * the child; lib/acting-as.ts keeps it and reads the session as the child. Lazy chunks only.
 */
export function useStartActingAsChild() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (childId: string) => {
      const answer = await apiRequest(childrenEndpoints.startActingAsChild, { params: { childId } });
      await beginActingAs(queryClient, answer.grant);
      return answer;
    },
  });
}
