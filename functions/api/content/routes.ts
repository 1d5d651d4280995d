import { contentEndpoints } from '../../../shared/api/endpoints/content';
import { PUBLIC } from '../../http/access';
import { defineRoutes } from '../../http/route';

export const contentRoutes = defineRoutes(contentEndpoints, {
  listSystemAlerts: { access: PUBLIC, uses: { table: 'read' } },
});
