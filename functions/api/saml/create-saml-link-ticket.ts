import { cognitoSignInDirectory } from '../../adapters/sign-in-directory/cognito';
import { createLinkTicket } from '../../domain/saml/links';
import { UnauthorizedError } from '../../platform/errors';
import { defineHandler } from '../../http/http-handler';
import { samlRoutes } from './routes';

const dependencies = { directory: cognitoSignInDirectory, clock: () => new Date() };

export const handler = defineHandler(samlRoutes.createSamlLinkTicket, async ({ caller }) => {
  if (!caller) throw new UnauthorizedError();
  return createLinkTicket(caller, dependencies);
});
