import { sessionEndpoints } from '../../../shared/api/endpoints/session';
import { SIGNED_IN } from '../../http/access';
import { defineRoutes } from '../../http/route';

/** The session read every page makes at start-up (the signed-in user, and who acts while acting as another user). */
export const sessionRoutes = defineRoutes(sessionEndpoints, {
  getSession: { access: SIGNED_IN, uses: { table: 'read' } },
});
