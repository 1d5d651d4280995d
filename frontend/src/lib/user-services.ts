import { meEndpoints } from '../../../shared/api/endpoints/me';
import { defineQuery } from './define-query';

/** The signed-in user's access to services; under 'me', so it is dropped whenever the user changes. */
export const listMyUserServices = defineQuery(meEndpoints.listMyUserServices, {
  queryKey: ['me', 'user-services'],
  select: ({ userServices }) => userServices,
});
