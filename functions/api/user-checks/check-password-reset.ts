import { checkPasswordReset } from '../../domain/user-checks/password-reset-check';
import { defineHandler } from '../../http/http-handler';
import { userChecksRoutes } from './routes';

export const handler = defineHandler(userChecksRoutes.checkPasswordReset, (input) =>
  checkPasswordReset(input.body.email),
);
