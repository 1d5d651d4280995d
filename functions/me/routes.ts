import { meEndpoints } from '../../shared/api/endpoints/me';
import { OWN_ACCOUNT, SIGNED_IN, TEACHER } from '../platform/access';
import { defineRoutes } from '../platform/route';

/**
 * The signed-in user's own account. Password and two-factor calls act on Cognito with the caller's
 * own access token (ChangePassword, AssociateSoftwareToken, VerifySoftwareToken,
 * SetUserMFAPreference), which needs no IAM permission: `uses.userPool` stays empty.
 */
export const meRoutes = defineRoutes(meEndpoints, {
  listMyUserServices: { handler: 'me/list-user-services', access: SIGNED_IN, uses: { table: 'read' } },
  updateMyProfile: { handler: 'me/update-my-profile', access: OWN_ACCOUNT, uses: { table: 'readwrite' } },
  changeMyPassword: { handler: 'me/change-my-password', access: OWN_ACCOUNT, uses: { table: 'read' }, ownSignIn: true },
  generateTwoFactorKey: { handler: 'me/generate-two-factor-key', access: TEACHER, uses: { table: 'read' }, ownSignIn: true },
  enableTwoFactor: { handler: 'me/enable-two-factor', access: TEACHER, uses: { table: 'readwrite' }, ownSignIn: true },
  removeTwoFactor: { handler: 'me/remove-two-factor', access: TEACHER, uses: { table: 'readwrite' }, ownSignIn: true },
});
