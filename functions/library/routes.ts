import { libraryEndpoints } from '../../shared/api/endpoints/library';
import { PUBLIC } from '../platform/access';
import { defineRoutes } from '../platform/route';

export const libraryRoutes = defineRoutes(libraryEndpoints, {
  listServices: { handler: 'library/list-services', access: PUBLIC, uses: { table: 'read' } },
  getService: { handler: 'library/get-service', access: PUBLIC, uses: { table: 'read' } },
});
