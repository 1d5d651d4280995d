import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { schoolGrantsEndpoints } from '../../../../../shared/api/endpoints/school-grants';
import type { SchoolServicePanel } from '../../../../../shared/schemas/school-grants';
import { apiRequest } from '../../../lib/api-client';
import { adminSchoolQuery } from './admin-schools';

export const schoolServicePanelsQuery = (schoolId: string) =>
  queryOptions({
    queryKey: ['me', 'admin', 'schools', 'services', schoolId],
    queryFn: ({ signal }) => apiRequest(schoolGrantsEndpoints.listSchoolServicePanels, { params: { schoolId }, signal }),
  });

export type SchoolGrant = { kind: 'subscription' | 'trial'; serviceId: string; endDate: string | null } | { kind: 'perpetual'; serviceId: string; allowed: boolean };

/** A grant or a cancellation: the answered panel replaces its one in the cache; a school vetted on the way is read again. */
export function useSchoolGrant(schoolId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (grant: SchoolGrant) => {
      const params = { schoolId };
      if (grant.kind === 'perpetual') return apiRequest(schoolGrantsEndpoints.grantSchoolPerpetual, { params, body: { serviceId: grant.serviceId, allowed: grant.allowed } });
      const body = { serviceId: grant.serviceId, endDate: grant.endDate };
      return apiRequest(grant.kind === 'subscription' ? schoolGrantsEndpoints.grantSchoolSubscription : schoolGrantsEndpoints.grantSchoolTrial, { params, body });
    },
    onSuccess: ({ panel, vetted }) => {
      queryClient.setQueryData(schoolServicePanelsQuery(schoolId).queryKey, (current: { panels: SchoolServicePanel[]; vetted: boolean } | undefined) =>
        current ? { vetted, panels: current.panels.map((existing) => (existing.service.id === panel.service.id ? panel : existing)) } : current,
      );
      if (vetted) void queryClient.invalidateQueries({ queryKey: adminSchoolQuery(schoolId).queryKey });
    },
  });
}
