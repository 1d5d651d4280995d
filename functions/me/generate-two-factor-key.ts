import { cognitoSignInDirectory } from '../adapters/sign-in-directory/cognito';
import { generateTwoFactorKey } from '../domain/own-account';
import { defineHandler, signedInUser } from '../platform/http-handler';
import { meRoutes } from './routes';

export const handler = defineHandler(meRoutes.generateTwoFactorKey, async (input) =>
  generateTwoFactorKey(signedInUser(input), input.body.accessToken, cognitoSignInDirectory),
);
