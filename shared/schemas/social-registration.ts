import * as z from 'zod/mini';
import { SOCIAL_PROVIDERS } from '../rules/federated-sign-in';

/** The spec's message when a sign-in through the hosted endpoints came from no social provider. */
export const NOT_A_SOCIAL_SIGN_IN = 'This sign-in did not come from Google or Facebook. Please log in again.';

/**
 * GET /api/auth/social-user (visitor-and-account §7): who the provider says the person is, for
 * social registration. A field the provider did not supply is null, and the form lets the person
 * type it; providers never supply a title.
 */
export const socialUserSchema = z.object({
  provider: z.enum(SOCIAL_PROVIDERS),
  socialId: z.string(),
  socialEmail: z.nullable(z.string()),
  firstName: z.nullable(z.string()),
  lastName: z.nullable(z.string()),
  title: z.null(),
});
export type SocialUser = z.infer<typeof socialUserSchema>;

export const socialUserResponseSchema = z.object({ socialUser: socialUserSchema });
