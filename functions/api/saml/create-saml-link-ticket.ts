import { signInDirectory } from '../../adapters/sign-in-directory';
import { createLinkTicket } from '../../domain/saml/links';
import { UnauthorizedError } from '../../platform/errors';
import { defineHandler } from '../../http/http-handler';
import { samlRoutes } from './routes';

const dependencies = { directory: signInDirectory(), clock: () => new Date() };

export const handler = defineHandler(samlRoutes.createSamlLinkTicket, async ({ caller }) => {
  if (!caller) throw new UnauthorizedError();
  return createLinkTicket(caller, dependencies);
});
