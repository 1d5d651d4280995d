import * as z from 'zod/mini';
import { blankToNull } from '../rules/blank-to-null';
import { singleLineText } from './common';
import { withNewPassword } from './auth';
import { phrase } from '../i18n/text';

/** visitor-and-account §5: the request form's message, and the call's when the username is missing. */
export const USERNAME_REQUIRED = phrase('Please enter your username');
export const NO_USERNAME_PROVIDED = phrase('No username provided');

/** §2 web.login.password-reset-request: students ask the teacher, child accounts ask the parent. */
export const STUDENT_RESET_NOTE = phrase('Students: your teacher can reset your password. Please ask your teacher.');
export const CHILD_RESET_NOTE = phrase('Child accounts: your parent can reset your password. Please ask your parent.');

/**
 * The one answer to every request, whether or not the username belongs to an account that may
 * reset by email (the spec does not word it; it must never tell who has an account).
 */
export const PASSWORD_RESET_REQUESTED = phrase(
  'If this username belongs to an account with an email address, we have sent a link to reset the password to that address. The link works once, within 1 hour.',
);

/** A link that was used already, has expired, or was never issued (the spec lists errors without wording them). */
export const RESET_LINK_INVALID = phrase(
  'This password reset link is invalid or has expired. Please request a new one.',
);
export const TOO_MANY_RESET_REQUESTS = phrase(
  'Too many password reset requests for this username. Please try again later.',
);
export const TOO_MANY_RESET_ATTEMPTS = phrase(
  'Too many attempts to reset the password of this username. Please try again later.',
);
export const PASSWORD_RESET_DONE = phrase('Your password has been reset. You can now log in with your new password.');
/** §8: the fallback of the reset pages. */
export const PASSWORD_RESET_UNKNOWN_ERROR = phrase('An unknown error occured');

const username = (required: string) =>
  z.pipe(z.transform(blankToNull), singleLineText({ label: phrase('username'), max: 254, required }));

/** POST /api/password/email. */
export const passwordResetRequestSchema = z.object({ username: username(NO_USERNAME_PROVIDED) });
/** The request form: the same field with the form's wording. */
export const passwordResetRequestFormSchema = z.object({ username: username(USERNAME_REQUIRED) });

export const passwordResetRequestResponseSchema = z.object({ message: z.string() });

/** POST /api/password/reset: the link's username and token, the new password twice. */
export const passwordResetSchema = withNewPassword({
  username: username(NO_USERNAME_PROVIDED),
  token: z
    .string({ error: RESET_LINK_INVALID })
    .check(z.trim(), z.minLength(1, RESET_LINK_INVALID), z.maxLength(200, RESET_LINK_INVALID)),
});
export type PasswordResetInput = z.input<typeof passwordResetSchema>;

export const passwordResetResponseSchema = z.object({ message: z.string() });
