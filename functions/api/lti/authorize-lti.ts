import { signOnPageHref } from '../../../shared/schemas/app-launch';
import { launchTicketKeySource } from '../../adapters/launch-ticket-key';
import { authorizeLti } from '../../domain/lti/lti-authorize';
import { defineNavigationHandler } from '../../http/http-handler';
import { ltiRoutes } from './routes';

export const handler = defineNavigationHandler(
  ltiRoutes.authorizeLti,
  ({ query }) => authorizeLti(query, launchTicketKeySource, new Date()),
  (message) => signOnPageHref('samlError', { message }),
);
