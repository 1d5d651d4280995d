import { useMutation } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import { passwordEndpoints } from '../../../../../shared/api/endpoints/password';
import type { passwordResetSchema } from '../../../../../shared/schemas/password';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/password/email: the same answer whether or not the account exists. */
export function useRequestPasswordReset() {
  return useMutation({ mutationFn: (username: string) => apiRequest(passwordEndpoints.requestPasswordReset, { body: { username } }) });
}

export type PasswordResetValues = z.output<typeof passwordResetSchema>;

/** POST /api/password/reset: the link's username and token with the new password. */
export function useResetPassword() {
  return useMutation({ mutationFn: (values: PasswordResetValues) => apiRequest(passwordEndpoints.resetPassword, { body: values }) });
}
