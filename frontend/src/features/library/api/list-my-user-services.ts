import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { meEndpoints } from '../../../../../shared/api/endpoints/me';
import type { UserService } from '../../../../../shared/schemas/user-service';
import { apiRequest } from '../../../lib/api-client';

export async function listMyUserServices(signal?: AbortSignal): Promise<UserService[]> {
  const { userServices } = await apiRequest(meEndpoints.listMyUserServices, { signal });
  return userServices;
}

/** Signed-in data lives under 'me', so it is dropped whenever the user changes. */
export const listMyUserServicesQueryOptions = () =>
  queryOptions({
    queryKey: ['me', 'user-services'],
    queryFn: ({ signal }) => listMyUserServices(signal),
  });

export function useMyUserServices(): UserService[] {
  return useSuspenseQuery(listMyUserServicesQueryOptions()).data;
}
