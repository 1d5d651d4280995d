import * as z from 'zod/mini';

/** Every error answer of the API: a JSON:API-style list; 422s carry a pointer into the payload. */
export const apiErrorSchema = z.object({
  status: z.string(),
  code: z.optional(z.string()),
  title: z.optional(z.string()),
  detail: z.string(),
  source: z.optional(z.object({ pointer: z.string() })),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export const apiErrorResponseSchema = z.object({ errors: z.array(apiErrorSchema).check(z.minLength(1)) });
export type ApiErrorResponse = z.infer<typeof apiErrorResponseSchema>;

/**
 * The 401 code of a valid token whose person has no profile yet: a first federated sign-in that
 * has not finished social or school registration. The SPA keeps such a session for registration.
 */
export const NO_PROFILE_ERROR_CODE = 'no-profile';
