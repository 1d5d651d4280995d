import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { libraryEndpoints } from '../../../../../shared/api/endpoints/library';
import type { Service } from '../../../../../shared/schemas/service';
import { apiRequest } from '../../../lib/api-client';

export async function listServices(signal?: AbortSignal): Promise<Service[]> {
  const { services } = await apiRequest(libraryEndpoints.listServices, { signal });
  return services;
}

export const listServicesQueryOptions = () =>
  queryOptions({
    queryKey: ['public', 'services'],
    queryFn: ({ signal }) => listServices(signal),
    staleTime: 5 * 60 * 1000,
  });

export function useServices(): Service[] {
  return useSuspenseQuery(listServicesQueryOptions()).data;
}
