import type * as z from 'zod/mini';
import { passwordEndpoints } from '../../../../../shared/api/endpoints/password';
import type { passwordResetSchema } from '../../../../../shared/schemas/password';
import { defineMutation } from '../../../lib/define-mutation';

/** POST /api/password/email: the same answer whether or not the account exists. */
export const useRequestPasswordReset = defineMutation(passwordEndpoints.requestPasswordReset, {
  request: (username: string) => ({ body: { username } }),
}).useMutation;

export type PasswordResetValues = z.output<typeof passwordResetSchema>;

/** POST /api/password/reset: the link's username and token with the new password. */
export const useResetPassword = defineMutation(passwordEndpoints.resetPassword, {
  request: (values: PasswordResetValues) => ({ body: values }),
}).useMutation;
