import { cognitoSignInDirectory } from '../../adapters/sign-in-directory/cognito';
import { changeOwnPassword } from '../../domain/me/own-account';
import { defineHandler, signedInUser } from '../../http/http-handler';
import { meRoutes } from './routes';

export const handler = defineHandler(meRoutes.changeMyPassword, async (input) => {
  await changeOwnPassword(signedInUser(input), input.body, cognitoSignInDirectory);
  return { changed: true as const };
});
