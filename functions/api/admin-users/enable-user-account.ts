import { signInDirectory } from '../../adapters/sign-in-directory';
import { enableAccount } from '../../domain/admin-users/account-actions';
import { defineHandler, signedInUser } from '../../http/http-handler';
import { adminUsersRoutes } from './routes';

export const handler = defineHandler(adminUsersRoutes.enableUserAccount, (input) =>
  enableAccount(signedInUser(input), input.params.userId, { directory: signInDirectory() }),
);
