import { meEndpoints } from '../../../../../shared/api/endpoints/me';
import type { ProfileChangesRequest } from '../../../../../shared/schemas/me';
import { defineMutation } from '../../../lib/define-mutation';
import { sessionAccessToken } from './access-token';
import { useStoreSessionUser } from './store-session-user';

/** PUT /api/me/profile; the session shows the new names at once. */
const updateMyProfile = defineMutation(meEndpoints.updateMyProfile, {
  request: (body: ProfileChangesRequest) => ({ body }),
});
export function useUpdateProfile() {
  return updateMyProfile.useMutation({ onSuccess: useStoreSessionUser() });
}

export interface PasswordChange {
  currentPassword: string;
  password: string;
  passwordConfirmation: string;
}

/** POST /api/me/password with this session's access token: Cognito checks the current password. */
export const useChangePassword = defineMutation(meEndpoints.changeMyPassword, {
  request: async (change: PasswordChange) => ({ body: { ...change, accessToken: await sessionAccessToken() } }),
}).useMutation;

/** Setup step 1: a new TOTP key (its secret and otpauth URI); an earlier unconfirmed key stops working. */
export const useGenerateTwoFactorKey = defineMutation(meEndpoints.generateTwoFactorKey, {
  request: async (_: undefined) => ({ body: { accessToken: await sessionAccessToken() } }),
}).useMutation;

/** Setup step 3: a code of the new key turns two-factor on. */
const enableTwoFactor = defineMutation(meEndpoints.enableTwoFactor, {
  request: async (code: string) => ({ body: { accessToken: await sessionAccessToken(), code } }),
});
export function useEnableTwoFactor() {
  return enableTwoFactor.useMutation({ onSuccess: useStoreSessionUser() });
}

/** Remove: sign-in needs the password only again. */
const removeTwoFactor = defineMutation(meEndpoints.removeTwoFactor, {
  request: async (_: undefined) => ({ body: { accessToken: await sessionAccessToken() } }),
});
export function useRemoveTwoFactor() {
  return removeTwoFactor.useMutation({ onSuccess: useStoreSessionUser() });
}
