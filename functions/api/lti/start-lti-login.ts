import { signOnPageHref } from '../../../shared/schemas/app-launch';
import { launchTicketKeySource } from '../../adapters/launch-ticket-key';
import { ltiLoginPage } from '../../domain/lti/lti-login';
import { defineNavigationHandler } from '../../http/http-handler';
import { ltiRoutes } from './routes';

export const handler = defineNavigationHandler(
  ltiRoutes.startLtiLogin,
  ({ body }) => ltiLoginPage(body.ticket, launchTicketKeySource, new Date()),
  (message) => signOnPageHref('samlError', { message }),
);
