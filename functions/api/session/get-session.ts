import { actingAsOf } from '../../domain/core/acting-as/admission';
import { defineHandler, signedInUser } from '../../http/http-handler';
import { sessionRoutes } from './routes';

/** The auth middleware has already loaded the profile; the session is that profile, and while acting, who acts. */
export const handler = defineHandler(sessionRoutes.getSession, async (input) => ({
  user: signedInUser(input),
  actingAs: input.acting ? actingAsOf(input.acting.grant, input.acting.actor) : null,
}));
