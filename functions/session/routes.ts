import { sessionEndpoints } from '../../shared/api/endpoints/session';
import { SIGNED_IN } from '../platform/access';
import { defineRoutes } from '../platform/route';

/** The session read every page makes at start-up (the signed-in user, and who acts while acting as another user). */
export const sessionRoutes = defineRoutes(sessionEndpoints, {
  getSession: { handler: 'session/get-session', access: SIGNED_IN, uses: { table: 'read' } },
});
