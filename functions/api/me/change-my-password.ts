import { signInDirectory } from '../../adapters/sign-in-directory';
import { changeOwnPassword } from '../../domain/me/own-account';
import { defineHandler, signedInUser } from '../../http/http-handler';
import { meRoutes } from './routes';

export const handler = defineHandler(meRoutes.changeMyPassword, async (input) => {
  await changeOwnPassword(signedInUser(input), input.body, signInDirectory());
  return { changed: true as const };
});
