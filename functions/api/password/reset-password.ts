import { signInDirectory } from '../../adapters/sign-in-directory';
import { resetPassword } from '../../domain/password/password-reset';
import { defineHandler } from '../../http/http-handler';
import { passwordRoutes } from './routes';

const dependencies = { directory: signInDirectory(), clock: () => new Date() };

export const handler = defineHandler(passwordRoutes.resetPassword, async ({ body }) =>
  resetPassword(body, dependencies),
);
