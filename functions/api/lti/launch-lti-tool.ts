import { signOnPageHref } from '../../../shared/schemas/app-launch';
import { launchTicketKeySource } from '../../adapters/launch-ticket-key';
import { ltiKeySource } from '../../adapters/lti-keys';
import { launchLtiWithTicket } from '../../domain/lti/lti-launch';
import { defineNavigationHandler } from '../../http/http-handler';
import { countBusinessEvent } from '../../platform/metrics';
import { ltiRoutes } from './routes';

export const handler = defineNavigationHandler(
  ltiRoutes.launchLtiTool,
  async ({ body }) => {
    const page = await launchLtiWithTicket(body.ticket, new Date(), ltiKeySource(), launchTicketKeySource);
    countBusinessEvent('appLaunch');
    return page;
  },
  (message) => signOnPageHref('samlError', { message }),
);
