import { libraryEndpoints } from '../../../shared/api/endpoints/library';
import { PUBLIC } from '../../http/access';
import { defineRoutes } from '../../http/route';

export const libraryRoutes = defineRoutes(libraryEndpoints, {
  listServices: { access: PUBLIC, uses: { table: 'read' } },
  getService: { access: PUBLIC, uses: { table: 'read' } },
});
