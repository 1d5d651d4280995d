import { signInDirectory } from '../../adapters/sign-in-directory';
import { register } from '../../domain/auth/registration';
import { defineHandler } from '../../http/http-handler';
import { countBusinessEvent } from '../../platform/metrics';
import { authRoutes } from './routes';

const dependencies = { directory: signInDirectory(), clock: () => new Date() };

export const handler = defineHandler(authRoutes.register, async ({ body }) => {
  const user = await register(body, dependencies);
  countBusinessEvent('registration');
  return { user };
});
