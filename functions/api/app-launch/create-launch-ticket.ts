import { launchTicketKeySource } from '../../adapters/launch-ticket-key';
import { pairwiseIdKeySource } from '../../adapters/pairwise-id-key';
import { idpSigning } from '../../adapters/saml-keys';
import { grantLaunchTicket } from '../../domain/app-launch/launch-ticket';
import { defineHandler, signedInUser } from '../../http/http-handler';
import { appLaunchRoutes } from './routes';

export const handler = defineHandler(appLaunchRoutes.createLaunchTicket, async (input) =>
  grantLaunchTicket(signedInUser(input), input.acting, input.body, new Date(), idpSigning(), {
    ticketKey: launchTicketKeySource,
    pairwiseIdKey: pairwiseIdKeySource,
  }),
);
