import { actingAsOf } from '../domain/acting-as/grants';
import { defineHandler, signedInUser } from '../platform/http-handler';
import { authRoutes } from './routes';

/** The auth middleware has already loaded the profile; the session is that profile, and while acting, who acts. */
export const handler = defineHandler(authRoutes.getSession, async (input) => ({
  user: signedInUser(input),
  actingAs: input.acting ? actingAsOf(input.acting.grant, input.acting.actor) : null,
}));
