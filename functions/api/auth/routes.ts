import { authEndpoints } from '../../../shared/api/endpoints/auth';
import { NEWCOMER, PUBLIC } from '../../http/access';
import { defineRoutes } from '../../http/route';

export const authRoutes = defineRoutes(authEndpoints, {
  register: {
    access: PUBLIC,
    uses: {
      table: 'readwrite',
      userPool: ['cognito-idp:AdminCreateUser', 'cognito-idp:AdminSetUserPassword', 'cognito-idp:AdminDeleteUser'],
    },
  },
  // Counts each check against its address and username (USERNAME_CHECK_LIMITS).
  checkUsername: { access: PUBLIC, uses: { table: 'readwrite' } },
  getSocialUser: { access: NEWCOMER, uses: { table: 'read', userPool: ['cognito-idp:AdminGetUser'] } },
  registerSocial: { access: NEWCOMER, uses: { table: 'readwrite', userPool: ['cognito-idp:AdminGetUser'] } },
});
