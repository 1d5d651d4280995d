import { signInDirectory } from '../../adapters/sign-in-directory';
import { enableTwoFactor } from '../../domain/me/own-account';
import { defineHandler, signedInUser } from '../../http/http-handler';
import { meRoutes } from './routes';

export const handler = defineHandler(meRoutes.enableTwoFactor, async (input) => ({
  user: await enableTwoFactor(signedInUser(input), input.body, signInDirectory()),
}));
