import { useMutation } from '@tanstack/react-query';
import { meEndpoints } from '../../../../../shared/api/endpoints/me';
import { apiRequest } from '../../../lib/api-client';
import { sessionAccessToken } from './access-token';

export interface PasswordChange {
  currentPassword: string;
  password: string;
  passwordConfirmation: string;
}

/** POST /api/me/password with this session's access token: Cognito checks the current password. */
export function useChangePassword() {
  return useMutation({
    mutationFn: async (change: PasswordChange) =>
      apiRequest(meEndpoints.changeMyPassword, { body: { ...change, accessToken: await sessionAccessToken() } }),
  });
}
