import { useMutation, useQueryClient } from '@tanstack/react-query';
import { meEndpoints } from '../../../../../shared/api/endpoints/me';
import type { ProfileChangesRequest } from '../../../../../shared/schemas/account';
import { apiRequest } from '../../../lib/api-client';
import { SESSION_QUERY_KEY } from '../../../lib/session';

/** PUT /api/me/profile; the session shows the new names at once. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileChangesRequest) => apiRequest(meEndpoints.updateMyProfile, { body }),
    onSuccess: ({ user }) => queryClient.setQueryData(SESSION_QUERY_KEY, user),
  });
}
