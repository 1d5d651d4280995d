import { idpSigning } from '../../adapters/saml-keys';
import { signOnPageHref } from '../../../shared/schemas/app-launch';
import { launchWithTicket } from '../../domain/app-launch/launch-page';
import { defineNavigationHandler } from '../../http/http-handler';
import { appLaunchRoutes } from './routes';

export const handler = defineNavigationHandler(
  appLaunchRoutes.launchApp,
  async ({ body }) => ({ html: await launchWithTicket(body.ticket, new Date(), idpSigning()) }),
  (message) => signOnPageHref('samlError', { message }),
);
