import { accountOf, userAccount } from '../../domain/admin-users/user-accounts';
import { defineHandler, signedInUser } from '../../http/http-handler';
import { adminUsersRoutes } from './routes';

export const handler = defineHandler(adminUsersRoutes.getUserAccount, async (input) =>
  userAccount(signedInUser(input), await accountOf(input.params.userId)),
);
