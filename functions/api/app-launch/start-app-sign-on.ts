import { signOnPageHref } from '../../../shared/schemas/app-launch';
import { defineNavigationHandler } from '../../http/http-handler';
import { appLaunchRoutes } from './routes';

/**
 * IdP-initiated sign-on reached by a link: the SPA's Open page, which asks the signed-in person to
 * confirm (or signs them in first) before it posts a launch ticket. A link from another site thus
 * never opens an app by itself.
 */
export const handler = defineNavigationHandler(
  appLaunchRoutes.startAppSignOn,
  async ({ params, query }) => ({
    redirect: signOnPageHref('open', { service: params.serviceId, RelayState: query.RelayState }),
  }),
  (message) => signOnPageHref('samlError', { message }),
);
