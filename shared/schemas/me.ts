import { PERSON_NAME_MAX_LENGTH } from '../constants';
import * as z from 'zod/mini';
import { LOCALES } from '../i18n/locales';
import { requiredText } from './common';
import { withNewPassword } from './auth';
import { sessionUserSchema, titleSchema } from './user';
import { phrase } from '../i18n/text';

/** What My Account shows when a student or child account (or the API for one) tries to edit. */
export const MANAGED_ACCOUNT_CANNOT_EDIT = phrase(
  'Student and child accounts cannot change their name, email or password.',
);
/** Spec §8, login failure: the current password did not match. */
export const WRONG_CURRENT_PASSWORD = phrase('Incorrect username or password');
/** Spec §8. */
export const TWO_FACTOR_UNAVAILABLE = phrase(
  'Unable to setup Two-Factor Authentication. Please ensure you have a username and password set on your account first.',
);
export const TWO_FACTOR_CODE_WRONG = phrase(
  'The code is not correct. Please check the time on your device and enter the newest code.',
);
export const ACCESS_TOKEN_NOT_YOURS = phrase('This session does not belong to your account. Please log in again.');

/**
 * The caller's Cognito access token, for the user-pool calls that take one (ChangePassword and the
 * software-token calls): the API checks it names the caller before passing it on, and never stores it.
 */
export const accessTokenSchema = z
  .string({ error: phrase('Your session has ended. Please log in again.') })
  .check(
    z.minLength(20, phrase('Your session has ended. Please log in again.')),
    z.maxLength(8192, phrase('Your session has ended. Please log in again.')),
  );

/** PUT /api/me/profile: My Account's name fields (the username cannot change). */
export const profileChangesSchema = z.object({
  title: z.pipe(
    z.optional(z.nullable(titleSchema)),
    z.transform((title) => title ?? null),
  ),
  firstName: requiredText(phrase('first name'), PERSON_NAME_MAX_LENGTH),
  lastName: requiredText(phrase('last name'), PERSON_NAME_MAX_LENGTH),
});
export type ProfileChangesRequest = z.input<typeof profileChangesSchema>;

export const profileResponseSchema = z.object({ user: sessionUserSchema });

export const LANGUAGE_MESSAGES = {
  unknown: "Choose one of the portal's languages.",
  notWhileActing: 'The language of the account you act as is theirs to choose: yours changes on this browser only.',
};

/** PUT /api/me/language: the language the portal, its e-mails and printouts speak to the caller. */
export const languageChangeSchema = z.object({ language: z.enum(LOCALES, { error: LANGUAGE_MESSAGES.unknown }) });

/** POST /api/me/password: the current password, checked by Cognito, and the new one twice. */
export const passwordChangeSchema = withNewPassword({
  accessToken: accessTokenSchema,
  currentPassword: z
    .string({ error: phrase('Please enter your current password.') })
    .check(
      z.minLength(1, phrase('Please enter your current password.')),
      z.maxLength(256, phrase('Please enter your current password.')),
    ),
});
export type PasswordChangeRequest = z.input<typeof passwordChangeSchema>;

export const passwordChangeResponseSchema = z.object({ changed: z.literal(true) });

export const twoFactorTokenSchema = z.object({ accessToken: accessTokenSchema });

/** The new key: shown once as text and as a QR code of the otpauth URI; never stored by the portal. */
export const twoFactorKeySchema = z.object({ secret: z.string(), otpauthUri: z.string() });

/** A one-time code of an authenticator app: enabling two-factor, and the sign-in code step. */
export const oneTimeCodeSchema = z
  .string({ error: phrase('Please enter the 6-digit code.') })
  .check(z.trim(), z.regex(/^\d{6}$/, phrase('Please enter the 6-digit code.')));

export const twoFactorEnableSchema = z.object({ accessToken: accessTokenSchema, code: oneTimeCodeSchema });
