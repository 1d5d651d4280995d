import { contentEndpoints } from '../../shared/api/endpoints/content';
import { PUBLIC } from '../platform/access';
import { defineRoutes } from '../platform/route';

export const contentRoutes = defineRoutes(contentEndpoints, {
  listSystemAlerts: { handler: 'content/list-system-alerts', access: PUBLIC, uses: { table: 'read' } },
});
