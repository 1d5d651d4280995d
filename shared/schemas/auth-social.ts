import { PERSON_NAME_MAX_LENGTH } from '../constants';
import * as z from 'zod/mini';
import { blankToNull } from '../rules/blank-to-null';
import { SOCIAL_PROVIDERS } from '../rules/federated-sign-in';
import { singleLineText } from './common';
import { ACCOUNT_TYPE_REQUIRED, emailSchema } from './auth';
import { sessionUserSchema, titleSchema } from './user';
import { phrase } from '../i18n/text';

/** The spec's message when a sign-in through the hosted endpoints came from no social provider. */
export const NOT_A_SOCIAL_SIGN_IN = phrase('This sign-in did not come from Google or Facebook. Please log in again.');

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

/** Step 1 of social registration: the spec's four account types (home/personal, parent, teacher, student). */
export const SOCIAL_ACCOUNT_TYPES = [
  { value: 'personal', label: phrase('Personal') },
  { value: 'parent', label: phrase('Parent/Guardian') },
  { value: 'teacher', label: phrase('Teacher') },
  { value: 'student', label: phrase('Student') },
] as const;
export type SocialAccountType = (typeof SOCIAL_ACCOUNT_TYPES)[number]['value'];

export const SOCIAL_REGISTRATION_MESSAGES = {
  classCodeRequired: 'Please enter your class code.',
  classNotFound: 'No class has this class code. Please check the code with your teacher.',
  countryRequired: 'Please choose a country.',
  firstNameRequired: 'Please enter your first name.',
  lastNameRequired: 'Please enter your last name.',
  emailRequired: 'Please enter your email address.',
  passwordAccount: 'An account with this email address already exists. Please log in with your username and password.',
} as const;

/** A field the form may leave out or send blank (read as absent); anything else meets the schema. */
function optional<T extends z.ZodMiniType>(schema: T) {
  return z.optional(z.pipe(z.transform(blankToNull), z.nullable(schema)));
}

/**
 * POST /api/auth/social-registration (visitor-and-account §2 web.login.social-registration): the
 * account type, then the details. Title, email, first and last name count only where the provider
 * did not supply them (the API takes the provider's values); students give a class code, everyone
 * else a country; a student's last name is optional. Which fields are required is decided with the
 * provider's answer, in functions/domain/auth/social-registration.ts.
 */
export const socialRegistrationRequestSchema = z.object({
  accountType: z.enum(SOCIAL_ACCOUNT_TYPES.map((type) => type.value) as [SocialAccountType, ...SocialAccountType[]], {
    error: ACCOUNT_TYPE_REQUIRED,
  }),
  title: optional(titleSchema),
  email: optional(emailSchema),
  firstName: optional(singleLineText({ label: phrase('first name'), max: PERSON_NAME_MAX_LENGTH })),
  lastName: optional(singleLineText({ label: phrase('last name'), max: PERSON_NAME_MAX_LENGTH })),
  countryId: optional(z.string().check(z.trim(), z.length(2, SOCIAL_REGISTRATION_MESSAGES.countryRequired))),
  classCode: optional(singleLineText({ label: phrase('class code'), max: 20 })),
});
export type SocialRegistrationRequest = z.input<typeof socialRegistrationRequestSchema>;

export const socialRegistrationResponseSchema = z.object({ user: sessionUserSchema });
