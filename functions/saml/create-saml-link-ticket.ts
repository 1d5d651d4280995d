import { cognitoSignInDirectory } from '../adapters/sign-in-directory/cognito';
import { createLinkTicket } from '../domain/school-sign-on/links';
import { UnauthorizedError } from '../platform/errors';
import { defineHandler } from '../platform/http-handler';
import { samlRoutes } from './routes';

const dependencies = { directory: cognitoSignInDirectory, clock: () => new Date() };

export const handler = defineHandler(samlRoutes.createSamlLinkTicket, async ({ caller }) => {
  if (!caller) throw new UnauthorizedError();
  return createLinkTicket(caller, dependencies);
});
