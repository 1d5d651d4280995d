import { sessionResponseSchema } from '../../schemas/user';
import { defineEndpoint, defineEndpoints } from '../endpoint';

/**
 * The session read, apart from the rest of sign-in and registration (./auth.ts): every page reads
 * it at start-up, so its contract is the only one of them the first page carries.
 */
export const sessionEndpoints = defineEndpoints('session', {
  getSession: defineEndpoint({
    method: 'GET',
    path: '/api/auth/session',
    summary: 'The signed-in user with roles; 401 when the token is missing or the account is gone.',
    response: sessionResponseSchema,
  }),
});
