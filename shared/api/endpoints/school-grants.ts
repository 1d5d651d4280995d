import { schoolIdParamsSchema } from '../../schemas/schools';
import {
  schoolGrantResponseSchema,
  schoolGrantSchema,
  schoolPerpetualGrantSchema,
  schoolServicePanelsResponseSchema,
} from '../../schemas/school-grants';
import { defineEndpoint, defineEndpoints } from '../endpoint';

/**
 * The school page's Subscriptions section (staff-console §2, §4, §7 grantSubscription,
 * grantTrial, grantPerpetual): a school's access to each app, granted and cancelled by staff. The
 * school's teachers and students get or lose the app at once (their access is derived from it).
 */
export const schoolGrantsEndpoints = defineEndpoints('school-grants', {
  listSchoolServicePanels: defineEndpoint({
    method: 'GET',
    path: '/api/admin/schools/{schoolId}/services',
    summary:
      'A panel per app of the catalogue: the app and the school’s access to it (subscription end, staff trial end, perpetual), or none yet.',
    params: schoolIdParamsSchema,
    response: schoolServicePanelsResponseSchema,
  }),
  grantSchoolSubscription: defineEndpoint({
    method: 'POST',
    path: '/api/admin/schools/{schoolId}/grant-subscription',
    summary:
      'Start Sub, Alter Sub (school.subscription.update): the subscription ends on endDate; null cancels it. An unvetted school is vetted first.',
    params: schoolIdParamsSchema,
    body: schoolGrantSchema,
    response: schoolGrantResponseSchema,
  }),
  grantSchoolTrial: defineEndpoint({
    method: 'POST',
    path: '/api/admin/schools/{schoolId}/grant-trial',
    summary:
      'A trial of the app for the whole school (school.trial.update) until endDate; null ends it. An unvetted school is vetted first.',
    params: schoolIdParamsSchema,
    body: schoolGrantSchema,
    response: schoolGrantResponseSchema,
  }),
  grantSchoolPerpetual: defineEndpoint({
    method: 'POST',
    path: '/api/admin/schools/{schoolId}/grant-perpetual',
    summary: 'Perpetual access (deprecated) given or withdrawn (school.subscription.update).',
    params: schoolIdParamsSchema,
    body: schoolPerpetualGrantSchema,
    response: schoolGrantResponseSchema,
  }),
});
