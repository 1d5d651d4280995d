import { libraryEndpoints } from '../../../shared/api/endpoints/library';
import { defineQuery } from './define-query';

/** The App Library: every service, enabled or coming soon. */
export const listServices = defineQuery(libraryEndpoints.listServices, {
  queryKey: ['public', 'services'],
  select: ({ services }) => services,
  staleTime: 5 * 60 * 1000,
});
