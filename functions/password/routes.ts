import { passwordEndpoints } from '../../shared/api/endpoints/password';
import { PUBLIC } from '../platform/access';
import { defineRoutes } from '../platform/route';

export const passwordRoutes = defineRoutes(passwordEndpoints, {
  requestPasswordReset: { handler: 'password/request-password-reset', access: PUBLIC, uses: { table: 'readwrite', ses: 'send' } },
  resetPassword: {
    handler: 'password/reset-password',
    access: PUBLIC,
    uses: { table: 'readwrite', userPool: ['cognito-idp:AdminSetUserPassword', 'cognito-idp:AdminUserGlobalSignOut'] },
  },
});
