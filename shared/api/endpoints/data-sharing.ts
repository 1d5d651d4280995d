import { schoolServiceParamsSchema } from '../../schemas/app-usage';
import {
  appDataSharingResponseSchema,
  rosterChoicesResponseSchema,
  rosterChoicesSchema,
  rosterSwitchBodySchema,
  rosterSwitchResponseSchema,
  schoolDataSharingResponseSchema,
} from '../../schemas/data-sharing';
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
  setRosterSharing: defineEndpoint({
    method: 'PUT',
    path: '/api/schools/{schoolId}/roster-sharing/{serviceId}',
    summary:
      "Turns one app's roster sharing on or off: whether it may read the school's classes and people through the OneRoster API. At once; audited. 404 for an app that does not read rosters.",
    params: schoolServiceParamsSchema,
    body: rosterSwitchBodySchema,
    response: rosterSwitchResponseSchema,
  }),
  setRosterChoices: defineEndpoint({
    method: 'PUT',
    path: '/api/schools/{schoolId}/roster-sharing',
    summary:
      'Whether the apps that read the school’s roster get e-mail addresses and Student IDs (both no until the school says yes). At the next read; audited.',
    params: schoolIdParamsSchema,
    body: rosterChoicesSchema,
    response: rosterChoicesResponseSchema,
  }),
});
