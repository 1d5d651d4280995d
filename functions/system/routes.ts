import { systemEndpoints } from '../../shared/api/endpoints/system';
import { PUBLIC } from '../platform/access';
import { defineRoutes } from '../platform/route';

export const systemRoutes = defineRoutes(systemEndpoints, {
  getTime: { handler: 'system/get-time', access: PUBLIC, uses: {} },
});
