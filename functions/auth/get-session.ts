import { defineHandler, signedInUser } from '../platform/http-handler';
import { authRoutes } from './routes';

/** The auth middleware has already loaded the profile; the session is that profile. */
export const handler = defineHandler(authRoutes.getSession, async (input) => ({ user: signedInUser(input), actingAs: null }));
