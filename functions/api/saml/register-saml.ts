import { signInDirectory } from '../../adapters/sign-in-directory';
import { registerSamlPerson } from '../../domain/saml/registration';
import { UnauthorizedError } from '../../platform/errors';
import { defineHandler } from '../../http/http-handler';
import { samlRoutes } from './routes';

const dependencies = { directory: signInDirectory(), clock: () => new Date() };

export const handler = defineHandler(samlRoutes.registerSaml, async ({ caller, body }) => {
  if (!caller) throw new UnauthorizedError();
  return { user: await registerSamlPerson(caller, body, dependencies) };
});
