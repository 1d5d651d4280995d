import { endActingAs } from '../../domain/core/acting-as/grants';
import { defineHandler } from '../../http/http-handler';
import { actingAsRoutes } from './routes';

/** Switch to Parent Account (and Logout while acting): the grant the call was admitted with ends. */
export const handler = defineHandler(actingAsRoutes.endActingAs, async ({ acting }) => {
  if (!acting) return { ended: false };
  await endActingAs(acting);
  return { ended: true };
});
