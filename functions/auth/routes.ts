import { authEndpoints } from '../../shared/api/endpoints/auth';
import { NEWCOMER, PUBLIC } from '../platform/access';
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
  getSocialUser: { handler: 'auth/get-social-user', access: NEWCOMER, uses: { table: 'read', userPool: ['cognito-idp:AdminGetUser'] } },
  registerSocial: { handler: 'auth/register-social', access: NEWCOMER, uses: { table: 'readwrite', userPool: ['cognito-idp:AdminGetUser'] } },
});
