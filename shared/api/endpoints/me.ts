import { userServiceListResponseSchema } from '../../schemas/user-service';
import { defineEndpoints } from '../endpoint';

export const meEndpoints = defineEndpoints('me', {
  listMyUserServices: {
    method: 'GET',
    path: '/api/me/user-services',
    summary: "The signed-in user's access to services.",
    response: userServiceListResponseSchema,
  },
});
