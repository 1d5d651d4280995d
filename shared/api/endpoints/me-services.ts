import { userServiceListResponseSchema } from '../../schemas/user-service';
import { defineEndpoint, defineEndpoints } from '../endpoint';

/**
 * The signed-in user's access to services, apart from the rest of their account (./me.ts): the
 * library reads it on the first page, which must not carry the account forms' schemas.
 */
export const meServicesEndpoints = defineEndpoints('me', {
  listMyUserServices: defineEndpoint({
    method: 'GET',
    path: '/api/me/user-services',
    summary: "The signed-in user's access to services.",
    response: userServiceListResponseSchema,
  }),
});
