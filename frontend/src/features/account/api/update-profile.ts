import { useMutation } from '@tanstack/react-query';
import { meEndpoints } from '../../../../../shared/api/endpoints/me';
import type { ProfileChangesRequest } from '../../../../../shared/schemas/me';
import { apiRequest } from '../../../lib/api-client';
import { useStoreSessionUser } from './store-session-user';

/** PUT /api/me/profile; the session shows the new names at once. */
export function useUpdateProfile() {
  const onSuccess = useStoreSessionUser();
  return useMutation({
    mutationFn: (body: ProfileChangesRequest) => apiRequest(meEndpoints.updateMyProfile, { body }),
    onSuccess,
  });
}
