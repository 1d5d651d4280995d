import { searchUsers } from '../../domain/admin-users/user-accounts';
import { defineHandler, signedInUser } from '../../http/http-handler';
import { adminUsersRoutes } from './routes';

export const handler = defineHandler(adminUsersRoutes.searchUsers, (input) =>
  searchUsers(signedInUser(input), input.query.query),
);
