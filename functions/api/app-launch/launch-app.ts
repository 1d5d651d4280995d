import { launchTicketKeySource } from '../../adapters/launch-ticket-key';
import { idpSigning } from '../../adapters/saml-keys';
import { signOnPageHref } from '../../../shared/schemas/app-launch';
import { launchWithTicket } from '../../domain/app-launch/launch-page';
import { defineNavigationHandler } from '../../http/http-handler';
import { countBusinessEvent } from '../../platform/metrics';
import { appLaunchRoutes } from './routes';

export const handler = defineNavigationHandler(
  appLaunchRoutes.launchApp,
  async ({ body }) => {
    const html = await launchWithTicket(body.ticket, new Date(), idpSigning(), launchTicketKeySource);
    countBusinessEvent('appLaunch');
    return { html };
  },
  (message) => signOnPageHref('samlError', { message }),
);
