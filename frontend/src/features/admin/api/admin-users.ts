import type { QueryClient } from '@tanstack/react-query';
import { adminUsersEndpoints } from '../../../../../shared/api/endpoints/admin-users';
import type { UserAccountResponse } from '../../../../../shared/schemas/admin-users';
import { defineMutation } from '../../../lib/define-mutation';
import { defineQuery } from '../../../lib/define-query';
import { ADMIN_KEY } from './keys';

const USERS_KEY = [...ADMIN_KEY, 'users'] as const;
const SEARCH_KEY = [...USERS_KEY, 'search'] as const;

/** Find a User: the accounts a username, e-mail or name finds (at most 50, `more` when more matched). */
export const searchUsers = defineQuery(adminUsersEndpoints.searchUsers, { queryKey: SEARCH_KEY });

/** One account as support sees it: its page under the Users tab. */
export const getUserAccount = defineQuery(adminUsersEndpoints.getUserAccount, { queryKey: [...USERS_KEY, 'account'] });

/** Disable and Enable answer the account's new state: its page shows it at once, and searches read it again. */
const accountChange = {
  update: (queryClient: QueryClient, answer: UserAccountResponse) =>
    queryClient.setQueryData(getUserAccount.key({ params: { userId: answer.user.id } }), answer),
  invalidates: [SEARCH_KEY],
};

export const sendUserPasswordReset = defineMutation(adminUsersEndpoints.sendUserPasswordReset);
export const disableUserAccount = defineMutation(adminUsersEndpoints.disableUserAccount, accountChange);
export const enableUserAccount = defineMutation(adminUsersEndpoints.enableUserAccount, accountChange);
