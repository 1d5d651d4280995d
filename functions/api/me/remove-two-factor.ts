import { signInDirectory } from '../../adapters/sign-in-directory';
import { removeTwoFactor } from '../../domain/me/own-account';
import { defineHandler, signedInUser } from '../../http/http-handler';
import { meRoutes } from './routes';

export const handler = defineHandler(meRoutes.removeTwoFactor, async (input) => ({
  user: await removeTwoFactor(signedInUser(input), input.body.accessToken, signInDirectory()),
}));
