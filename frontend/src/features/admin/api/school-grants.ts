import type { QueryClient } from '@tanstack/react-query';
import { schoolGrantsEndpoints } from '../../../../../shared/api/endpoints/school-grants';
import type * as z from 'zod/mini';
import type { schoolGrantResponseSchema, SchoolServicePanel } from '../../../../../shared/schemas/school-grants';
import { defineMutation } from '../../../lib/define-mutation';
import { defineQuery } from '../../../lib/define-query';
import { getAdminSchool } from './admin-schools';
import { SCHOOLS_KEY } from './keys';

export const listSchoolServicePanels = defineQuery(schoolGrantsEndpoints.listSchoolServicePanels, {
  queryKey: [...SCHOOLS_KEY, 'services'],
});

/** A grant or a cancellation: the answered panel replaces its one in the cache; a school vetted on the way is read again. */
function settle(
  queryClient: QueryClient,
  { panel, vetted }: z.output<typeof schoolGrantResponseSchema>,
  { params: { schoolId } }: { params: { schoolId: string } },
): void {
  queryClient.setQueryData(
    listSchoolServicePanels.key({ params: { schoolId } }),
    (current: { panels: SchoolServicePanel[]; vetted: boolean } | undefined) =>
      current
        ? {
            vetted,
            panels: current.panels.map((existing) => (existing.service.id === panel.service.id ? panel : existing)),
          }
        : current,
  );
  if (vetted) void queryClient.invalidateQueries({ queryKey: getAdminSchool.key({ params: { schoolId } }) });
}

export const grantSchoolSubscription = defineMutation(schoolGrantsEndpoints.grantSchoolSubscription, {
  update: settle,
});
export const grantSchoolTrial = defineMutation(schoolGrantsEndpoints.grantSchoolTrial, { update: settle });
export const grantSchoolPerpetual = defineMutation(schoolGrantsEndpoints.grantSchoolPerpetual, { update: settle });
