import { actingAsEndpoints } from '../../../shared/api/endpoints/acting-as';
import { ANY_STAFF, SIGNED_IN } from '../../http/access';
import { defineRoutes } from '../../http/route';

/** Acting as another user, the part every kind shares (functions/domain/core/acting-as). */
export const actingAsRoutes = defineRoutes(actingAsEndpoints, {
  endActingAs: { access: SIGNED_IN, uses: { table: 'readwrite' } },
  startLoginAs: { access: ANY_STAFF, uses: { table: 'readwrite' } },
});
