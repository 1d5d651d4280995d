import { userServiceListResponseSchema } from '../../schemas/user-service';
import { defineEndpoint, defineEndpoints } from '../endpoint';

export const meEndpoints = defineEndpoints('me', {
  listMyUserServices: defineEndpoint({
    method: 'GET',
    path: '/api/me/user-services',
    summary: "The signed-in user's access to services.",
    response: userServiceListResponseSchema,
  }),
});
