import { cognitoSignInDirectory } from '../../adapters/sign-in-directory/cognito';
import { confirmSamlImport } from '../../domain/saml-imports/saml-imports';
import { defineHandler, signedInUser } from '../../http/http-handler';
import { samlImportsRoutes as routes } from './routes';

const dependencies = { directory: cognitoSignInDirectory, clock: () => new Date() };

export const handler = defineHandler(routes.confirmSamlImport, (input) => confirmSamlImport(signedInUser(input), input.params.schoolId, input.body, dependencies));
