import { signInDirectory } from '../../adapters/sign-in-directory';
import { schoolSignOnOf } from '../../domain/saml/identity';
import { UnauthorizedError } from '../../platform/errors';
import { defineHandler } from '../../http/http-handler';
import { samlRoutes } from './routes';

export const handler = defineHandler(samlRoutes.getSamlNewUser, async ({ caller }) => {
  if (!caller) throw new UnauthorizedError();
  return { samlUser: (await schoolSignOnOf(caller.username, signInDirectory())).samlUser };
});
