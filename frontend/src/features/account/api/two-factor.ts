import { useMutation } from '@tanstack/react-query';
import { meEndpoints } from '../../../../../shared/api/endpoints/me';
import { apiRequest } from '../../../lib/api-client';
import { sessionAccessToken } from './access-token';
import { useStoreSessionUser } from './store-session-user';

/** Setup step 1: a new TOTP key (its secret and otpauth URI); an earlier unconfirmed key stops working. */
export function useGenerateTwoFactorKey() {
  return useMutation({
    mutationFn: async () => apiRequest(meEndpoints.generateTwoFactorKey, { body: { accessToken: await sessionAccessToken() } }),
  });
}

/** Setup step 3: a code of the new key turns two-factor on. */
export function useEnableTwoFactor() {
  const onSuccess = useStoreSessionUser();
  return useMutation({
    mutationFn: async (code: string) => apiRequest(meEndpoints.enableTwoFactor, { body: { accessToken: await sessionAccessToken(), code } }),
    onSuccess,
  });
}

/** Remove: sign-in needs the password only again. */
export function useRemoveTwoFactor() {
  const onSuccess = useStoreSessionUser();
  return useMutation({
    mutationFn: async () => apiRequest(meEndpoints.removeTwoFactor, { body: { accessToken: await sessionAccessToken() } }),
    onSuccess,
  });
}
