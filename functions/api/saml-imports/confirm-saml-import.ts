import { signInDirectory } from '../../adapters/sign-in-directory';
import { confirmSamlImport } from '../../domain/saml-imports/saml-imports';
import { defineHandler, signedInUser } from '../../http/http-handler';
import { samlImportsRoutes as routes } from './routes';

const dependencies = { directory: signInDirectory(), clock: () => new Date() };

export const handler = defineHandler(routes.confirmSamlImport, (input) =>
  confirmSamlImport(signedInUser(input), input.params.schoolId, input.body, dependencies),
);
