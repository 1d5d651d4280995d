import { exportAccountMatches } from '../../domain/saml-imports/account-match-export';
import { defineFileHandler, signedInUser } from '../../http/http-handler';
import { samlImportsRoutes as routes } from './routes';

export const handler = defineFileHandler(routes.exportAccountMatches, (input) =>
  exportAccountMatches(signedInUser(input), input.params.samlIdpId, input.query),
);
