import { schoolServiceParamsSchema } from '../../schemas/app-usage';
import { appDataSharingResponseSchema, schoolDataSharingResponseSchema } from '../../schemas/data-sharing';
import { schoolIdParamsSchema } from '../../schemas/schools';
import { defineEndpoint, defineEndpoints } from '../endpoint';

/**
 * The school's data-sharing report (ARCHITECTURE 'What an app may know about a person'), for its
 * administrators and staff with school.manage.
 */
export const dataSharingEndpoints = defineEndpoints('data-sharing', {
  getSchoolDataSharing: defineEndpoint({
    method: 'GET',
    path: '/api/schools/{schoolId}/data-sharing',
    summary:
      "Every app that received attributes of the school's students at launch in the last 90 days: per attribute, how many launches carried it and about how many students. Audited.",
    params: schoolIdParamsSchema,
    response: schoolDataSharingResponseSchema,
  }),
  getAppDataSharing: defineEndpoint({
    method: 'GET',
    path: '/api/schools/{schoolId}/data-sharing/{serviceId}',
    summary:
      "One app's last 90 days at the school: its attribute counts and each student who opened it (name as the school's setting allows, classes, last launch, attributes received). Audited.",
    params: schoolServiceParamsSchema,
    response: appDataSharingResponseSchema,
  }),
});
