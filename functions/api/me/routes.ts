import { meEndpoints } from '../../../shared/api/endpoints/me';
import { OWN_ACCOUNT, SIGNED_IN, TEACHER } from '../../http/access';
import { defineRoutes } from '../../http/route';

/**
 * The signed-in user's own account. Password and two-factor calls act on Cognito with the caller's
 * own access token (ChangePassword, AssociateSoftwareToken, VerifySoftwareToken,
 * SetUserMFAPreference), which needs no IAM permission: `uses.userPool` stays empty.
 */
export const meRoutes = defineRoutes(meEndpoints, {
  listMyUserServices: { access: SIGNED_IN, uses: { table: 'read' } },
  updateMyProfile: { access: OWN_ACCOUNT, uses: { table: 'readwrite' } },
  updateMyLanguage: { access: SIGNED_IN, uses: { table: 'readwrite' } },
  changeMyPassword: { access: OWN_ACCOUNT, uses: { table: 'read' }, ownSignIn: true },
  generateTwoFactorKey: { access: TEACHER, uses: { table: 'read' }, ownSignIn: true },
  enableTwoFactor: { access: TEACHER, uses: { table: 'readwrite' }, ownSignIn: true },
  removeTwoFactor: { access: TEACHER, uses: { table: 'readwrite' }, ownSignIn: true },
});
