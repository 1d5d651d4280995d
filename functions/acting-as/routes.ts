import { actingAsEndpoints } from '../../shared/api/endpoints/acting-as';
import { ANY_STAFF, SIGNED_IN } from '../platform/access';
import { defineRoutes } from '../platform/route';

/** Acting as another user, the part every kind shares (functions/domain/acting-as). */
export const actingAsRoutes = defineRoutes(actingAsEndpoints, {
  endActingAs: { handler: 'acting-as/end-acting-as', access: SIGNED_IN, uses: { table: 'readwrite' } },
  startLoginAs: { handler: 'acting-as/start-login-as', access: ANY_STAFF, uses: { table: 'readwrite' } },
});
