import {
  passwordResetRequestResponseSchema,
  passwordResetRequestSchema,
  passwordResetResponseSchema,
  passwordResetSchema,
} from '../../schemas/password';
import { defineEndpoint, defineEndpoints } from '../endpoint';

/** visitor-and-account §7, the password calls. */
export const passwordEndpoints = defineEndpoints('password', {
  requestPasswordReset: defineEndpoint({
    method: 'POST',
    path: '/api/password/email',
    summary:
      'Mails a single-use link to reset the password; the same answer whether or not the account exists. Rate-limited per username.',
    body: passwordResetRequestSchema,
    response: passwordResetRequestResponseSchema,
  }),
  resetPassword: defineEndpoint({
    method: 'POST',
    path: '/api/password/reset',
    summary:
      'Sets a new password with the token of a reset link (once, before it expires) and signs the account out everywhere.',
    body: passwordResetSchema,
    response: passwordResetResponseSchema,
  }),
});
