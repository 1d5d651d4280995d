import { meServicesEndpoints } from '../../../shared/api/endpoints/me-services';
import { defineQuery } from './define-query';

/** The signed-in user's access to services; under 'me', so it is dropped whenever the user changes. */
export const listMyUserServices = defineQuery(meServicesEndpoints.listMyUserServices, {
  queryKey: ['me', 'user-services'],
  select: ({ userServices }) => userServices,
});

/** A child's apps their parent has blocked (read only for a child: everyone else has none). */
export const listMyBlockedApps = defineQuery(meServicesEndpoints.listMyUserServices, {
  queryKey: ['me', 'user-services', 'blocked'],
  select: ({ blockedServiceIds }) => blockedServiceIds,
});
