import { meEndpoints } from '../../shared/api/endpoints/me';
import { SIGNED_IN } from '../platform/access';
import { defineRoutes } from '../platform/route';

export const meRoutes = defineRoutes(meEndpoints, {
  listMyUserServices: { handler: 'me/list-user-services', access: SIGNED_IN, uses: { table: 'read' } },
});
