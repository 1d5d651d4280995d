import { signInDirectory } from '../../adapters/sign-in-directory';
import { linkSchoolSignOn } from '../../domain/saml/links';
import { UnauthorizedError } from '../../platform/errors';
import { defineHandler, signedInUser } from '../../http/http-handler';
import { samlRoutes } from './routes';

const dependencies = { directory: signInDirectory(), clock: () => new Date() };

export const handler = defineHandler(samlRoutes.linkSamlAccount, async (input) => {
  if (!input.caller) throw new UnauthorizedError();
  const caller = { user: signedInUser(input), username: input.caller.username };
  return { samlAccount: await linkSchoolSignOn(caller, input.body.ticket, dependencies) };
});
