import { contentEndpoints } from '../../../shared/api/endpoints/content';
import { PUBLIC, staffWith } from '../../http/access';
import { defineRoutes } from '../../http/route';

export const contentRoutes = defineRoutes(contentEndpoints, {
  listSystemAlerts: { access: PUBLIC, uses: { table: 'read' } },
  // Those who start and stop the servers announce their maintenance (docs/using/static-pages-and-alerts.md).
  listAllSystemAlerts: { access: staffWith('server.boot'), uses: { table: 'read' } },
  createSystemAlert: { access: staffWith('server.boot'), uses: { table: 'readwrite' } },
  deleteSystemAlert: { access: staffWith('server.boot'), uses: { table: 'readwrite' } },
});
