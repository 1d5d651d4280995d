import { adminUsersEndpoints } from '../../../shared/api/endpoints/admin-users';
import { staffWith } from '../../http/access';
import { defineRoutes } from '../../http/route';

/** Finding any user and acting for the account (the Users tab, users.manage: staff-console §2, §6). */
export const adminUsersRoutes = defineRoutes(adminUsersEndpoints, {
  searchUsers: { access: staffWith('users.manage'), uses: { table: 'read' } },
  getUserAccount: { access: staffWith('users.manage'), uses: { table: 'read' } },
  sendUserPasswordReset: { access: staffWith('users.manage'), uses: { table: 'readwrite', ses: 'send' } },
  disableUserAccount: {
    access: staffWith('users.manage'),
    uses: {
      table: 'readwrite',
      userPool: ['cognito-idp:AdminUserGlobalSignOut', 'cognito-idp:AdminDisableUser'],
    },
  },
  enableUserAccount: {
    access: staffWith('users.manage'),
    uses: { table: 'readwrite', userPool: ['cognito-idp:AdminEnableUser'] },
  },
});
