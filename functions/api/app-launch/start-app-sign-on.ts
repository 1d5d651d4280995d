import { signOnPageHref } from '../../../shared/schemas/app-launch';
import { appSignOnLink } from '../../domain/app-launch/sign-on-link';
import { defineNavigationHandler } from '../../http/http-handler';
import { appLaunchRoutes } from './routes';

/**
 * IdP-initiated sign-on reached by a link: the SPA's Open page, which asks the signed-in person to
 * confirm (or signs them in first) before it posts a launch ticket. A link from another site thus
 * never opens an app by itself, nor names a page off the app's own site.
 */
export const handler = defineNavigationHandler(
  appLaunchRoutes.startAppSignOn,
  async ({ params, query }) => appSignOnLink(params.serviceId, query.RelayState),
  (message) => signOnPageHref('samlError', { message }),
);
