import { libraryEndpoints } from '../../../../../shared/api/endpoints/library';
import { defineQuery } from '../../../lib/define-query';

/** The products a message can be about: every service of the library, by name. */
export const listProducts = defineQuery(libraryEndpoints.listServices, {
  queryKey: ['public', 'services', 'products'],
  select: ({ services }) => services.map(({ id, name }) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name)),
  staleTime: 5 * 60 * 1000,
});
