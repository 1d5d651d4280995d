import { signInDirectory } from '../../adapters/sign-in-directory';
import { socialUserOf } from '../../domain/auth/social-registration';
import { UnauthorizedError } from '../../platform/errors';
import { defineHandler } from '../../http/http-handler';
import { authRoutes } from './routes';

export const handler = defineHandler(authRoutes.getSocialUser, async ({ caller }) => {
  if (!caller) throw new UnauthorizedError();
  return { socialUser: await socialUserOf(caller.username, signInDirectory()) };
});
