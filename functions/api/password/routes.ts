import { passwordEndpoints } from '../../../shared/api/endpoints/password';
import { PUBLIC } from '../../http/access';
import { defineRoutes } from '../../http/route';

export const passwordRoutes = defineRoutes(passwordEndpoints, {
  requestPasswordReset: { access: PUBLIC, uses: { table: 'readwrite', ses: 'send' } },
  resetPassword: {
    access: PUBLIC,
    uses: { table: 'readwrite', userPool: ['cognito-idp:AdminSetUserPassword', 'cognito-idp:AdminUserGlobalSignOut'] },
  },
});
