import { cognitoSignInDirectory } from '../adapters/sign-in-directory/cognito';
import { enableTwoFactor } from '../domain/own-account';
import { defineHandler, signedInUser } from '../platform/http-handler';
import { meRoutes } from './routes';

export const handler = defineHandler(meRoutes.enableTwoFactor, async (input) => ({
  user: await enableTwoFactor(signedInUser(input), input.body, cognitoSignInDirectory),
}));
