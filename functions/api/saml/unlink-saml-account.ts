import { signInDirectory } from '../../adapters/sign-in-directory';
import { unlinkSchoolSignOn } from '../../domain/saml/links';
import { defineHandler, signedInUser } from '../../http/http-handler';
import { samlRoutes } from './routes';

export const handler = defineHandler(samlRoutes.unlinkSamlAccount, async (input) =>
  unlinkSchoolSignOn(signedInUser(input), input.params.samlIdpId, { directory: signInDirectory() }),
);
