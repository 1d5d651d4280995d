import { signInDirectory } from '../../adapters/sign-in-directory';
import { disableAccount } from '../../domain/admin-users/account-actions';
import { defineHandler, signedInUser } from '../../http/http-handler';
import { adminUsersRoutes } from './routes';

export const handler = defineHandler(adminUsersRoutes.disableUserAccount, (input) =>
  disableAccount(signedInUser(input), input.params.userId, { directory: signInDirectory() }),
);
