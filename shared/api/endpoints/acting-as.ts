import { actAsEndedResponseSchema } from '../../schemas/acting-as';
import { defineEndpoint, defineEndpoints } from '../endpoint';

/**
 * Acting as another user, the part every kind shares (shared/schemas/acting-as.ts). Starting is
 * the relation's own route (a parent's POST /api/children/{childId}/act-as; staff log-in-as later).
 */
export const actingAsEndpoints = defineEndpoints('acting-as', {
  endActingAs: defineEndpoint({
    method: 'DELETE',
    path: '/api/act-as',
    summary: 'Switch to Parent Account: ends the grant sent in X-Act-As (audited); later calls with it are refused. ended is false when no grant was in use.',
    response: actAsEndedResponseSchema,
  }),
});
