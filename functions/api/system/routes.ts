import { systemEndpoints } from '../../../shared/api/endpoints/system';
import { PUBLIC } from '../../http/access';
import { defineRoutes } from '../../http/route';

export const systemRoutes = defineRoutes(systemEndpoints, {
  getTime: { access: PUBLIC, uses: {} },
});
