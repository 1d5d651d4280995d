import { prepareSamlImport } from '../../domain/saml-imports/saml-imports';
import { defineHandler, signedInUser } from '../../http/http-handler';
import { samlImportsRoutes as routes } from './routes';

export const handler = defineHandler(routes.prepareSamlImport, (input) =>
  prepareSamlImport(signedInUser(input), input.params.schoolId, input.body),
);
