import * as z from 'zod/mini';
import { ACCOUNT_TYPES, PERSON_NAME_MAX_LENGTH } from '../constants';
import { passwordProblems } from '../rules/password-policy';
import { blankToNull } from '../rules/blank-to-null';
import { requiredText, singleLineText } from './common';
import { sessionUserSchema, titleSchema } from './user';
import { phrase } from '../i18n/text';

export const ACCOUNT_TYPE_REQUIRED = phrase('Please select an account type');
export const PASSWORDS_DO_NOT_MATCH = phrase('The passwords do not match.');
export const REGISTRATION_FORM_ERROR = phrase('There was an error. Please check the form and try again.');
export const EMAIL_TAKEN = phrase('An account with this email address already exists. Please log in instead.');

export const accountTypeSchema = z.enum(
  ACCOUNT_TYPES.map((type) => type.value) as [
    (typeof ACCOUNT_TYPES)[number]['value'],
    ...(typeof ACCOUNT_TYPES)[number]['value'][],
  ],
  { error: ACCOUNT_TYPE_REQUIRED },
);

const INVALID_EMAIL = 'Please enter a valid email address.';

/** An email address typed into a form; `whose` names someone else's ("the teacher's"), as singleLineText does. */
export function emailField(options: { whose?: string } = {}) {
  return z.pipe(
    singleLineText({ label: phrase('email address'), max: 254, notAllowed: INVALID_EMAIL, ...options }),
    z.email(INVALID_EMAIL).check(z.toLowerCase()),
  );
}

export const emailSchema = emailField();

export const newPasswordSchema = z.string({ error: phrase('Please enter a password.') }).check(
  z.minLength(1, phrase('Please enter a password.')),
  z.maxLength(256, phrase('The password must be at most 256 characters.')),
  z.superRefine((password, ctx) => {
    for (const problem of passwordProblems(password)) ctx.addIssue({ code: 'custom', message: problem.message });
  }),
);

const passwordConfirmationSchema = z
  .string({ error: phrase('Please confirm your password.') })
  .check(z.minLength(1, phrase('Please confirm your password.')));

/**
 * A form that sets a new password: its own fields, the new password (the password rule) and its
 * confirmation, which must match (registration, password reset, password change).
 */
export function withNewPassword<Shape extends z.core.$ZodLooseShape>(shape: Shape) {
  return z.object({ ...shape, password: newPasswordSchema, passwordConfirmation: passwordConfirmationSchema }).check(
    z.superRefine((form, ctx) => {
      const { password, passwordConfirmation } = form as { password: string; passwordConfirmation: string };
      if (password !== passwordConfirmation)
        ctx.addIssue({ code: 'custom', path: ['passwordConfirmation'], message: PASSWORDS_DO_NOT_MATCH });
    }),
  );
}

/** A teacher's country: the school search that follows registration finds schools within one country. */
export const TEACHER_COUNTRY_REQUIRED = phrase('Please choose a country: your school is searched for in it.');

/**
 * POST /api/auth/register (visitor-and-account §2 web.login.register, §5). The email is the
 * username. The country is optional, except for a teacher: school identification, their next
 * step, searches the schools of one country.
 */
export const registrationRequestSchema = withNewPassword({
  accountType: accountTypeSchema,
  title: z.pipe(
    z.optional(z.nullable(titleSchema)),
    z.transform((title) => title ?? null),
  ),
  firstName: requiredText(phrase('first name'), PERSON_NAME_MAX_LENGTH),
  lastName: requiredText(phrase('last name'), PERSON_NAME_MAX_LENGTH),
  countryId: z.pipe(
    z.optional(z.nullable(z.string().check(z.trim(), z.length(2, 'Please choose a country.')))),
    z.transform((id) => id ?? null),
  ),
  email: emailSchema,
}).check(
  z.superRefine((form, ctx) => {
    const { accountType, countryId } = form as { accountType: string; countryId: string | null };
    if (accountType === 'teacher' && !countryId)
      ctx.addIssue({ code: 'custom', path: ['countryId'], message: TEACHER_COUNTRY_REQUIRED });
  }),
);
export type RegistrationRequest = z.input<typeof registrationRequestSchema>;

export const registrationResponseSchema = z.object({ user: sessionUserSchema });

/** Spec §5: a blank username is sent as null, which is then 'Please enter your username'. */
export const checkUsernameRequestSchema = z.object({
  username: z.pipe(
    z.transform(blankToNull),
    singleLineText({ label: phrase('username'), max: 254, required: phrase('Please enter your username') }),
  ),
});
export const checkUsernameResponseSchema = z.object({ exists: z.boolean() });
/** 429 of the username check (its per-address and per-username limits); the /auth page then shows Login. */
export const TOO_MANY_USERNAME_CHECKS = phrase('Too many username checks. Please wait a few minutes and try again.');
