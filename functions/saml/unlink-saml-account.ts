import { cognitoSignInDirectory } from '../adapters/sign-in-directory/cognito';
import { unlinkSchoolSignOn } from '../domain/school-sign-on/links';
import { defineHandler, signedInUser } from '../platform/http-handler';
import { samlRoutes } from './routes';

export const handler = defineHandler(samlRoutes.unlinkSamlAccount, async (input) =>
  unlinkSchoolSignOn(signedInUser(input), input.params.samlIdpId, { directory: cognitoSignInDirectory }),
);
