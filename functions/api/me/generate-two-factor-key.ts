import { signInDirectory } from '../../adapters/sign-in-directory';
import { generateTwoFactorKey } from '../../domain/me/own-account';
import { defineHandler, signedInUser } from '../../http/http-handler';
import { meRoutes } from './routes';

export const handler = defineHandler(meRoutes.generateTwoFactorKey, async (input) =>
  generateTwoFactorKey(signedInUser(input), input.body.accessToken, signInDirectory()),
);
