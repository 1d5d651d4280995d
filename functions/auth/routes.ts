import { authEndpoints } from '../../shared/api/endpoints/auth';
import { PUBLIC, SIGNED_IN } from '../platform/access';
import { defineRoutes } from '../platform/route';

export const authRoutes = defineRoutes(authEndpoints, {
  register: {
    handler: 'auth/register',
    access: PUBLIC,
    uses: {
      table: 'readwrite',
      userPool: ['cognito-idp:AdminCreateUser', 'cognito-idp:AdminSetUserPassword', 'cognito-idp:AdminDeleteUser'],
    },
  },
  checkUsername: { handler: 'auth/check-username', access: PUBLIC, uses: { table: 'read' } },
  getSession: { handler: 'auth/get-session', access: SIGNED_IN, uses: { table: 'read' } },
});
