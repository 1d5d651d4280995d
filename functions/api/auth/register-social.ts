import { signInDirectory } from '../../adapters/sign-in-directory';
import { registerSocialPerson } from '../../domain/auth/social-registration';
import { UnauthorizedError } from '../../platform/errors';
import { defineHandler } from '../../http/http-handler';
import { countBusinessEvent } from '../../platform/metrics';
import { authRoutes } from './routes';

const dependencies = { directory: signInDirectory(), clock: () => new Date() };

export const handler = defineHandler(authRoutes.registerSocial, async ({ caller, body }) => {
  if (!caller) throw new UnauthorizedError();
  const user = await registerSocialPerson(caller, body, dependencies);
  countBusinessEvent('registration');
  return { user };
});
