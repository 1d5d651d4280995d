import { mailSender, siteUrl } from '../../adapters/mail';
import { sendPasswordReset } from '../../domain/admin-users/account-actions';
import { defineHandler, signedInUser } from '../../http/http-handler';
import { adminUsersRoutes } from './routes';

export const handler = defineHandler(adminUsersRoutes.sendUserPasswordReset, (input) =>
  sendPasswordReset(signedInUser(input), input.params.userId, { mail: mailSender(), siteUrl: siteUrl() }),
);
