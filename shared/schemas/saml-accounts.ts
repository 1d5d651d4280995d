import { PERSON_NAME_MAX_LENGTH } from '../constants';
import * as z from 'zod/mini';
import { blankToNull } from '../rules/blank-to-null';
import { singleLineText } from './common';
import { emailSchema } from './auth';
import { SCHOOL_ROLE_REQUIRED, SCHOOL_SIGN_ON_ROLES, samlIdpParamsSchema, samlIdpSummarySchema } from './saml';
import { sessionUserSchema, titleSchema } from './user';
import { icu, phrase } from '../i18n/text';

/**
 * School sign-on accounts (visitor-and-account §3 saml-account: user, samlIdp, email, samlId,
 * nameId): who a school system says a person is, linked to one portal account. A first-time
 * person registers (POST /api/saml2/register) or links the school identity to an account they
 * already have, after signing in to it (a link ticket, then POST /api/saml2/link).
 */

export const SCHOOL_SIGN_ON_MESSAGES = {
  notASamlSignIn: 'This sign-in did not come from a school system. Please log in again.',
  linkTicketInvalid: 'This link request has expired or was used already. Please sign in through your school again.',
  childCannotLink: 'Child accounts cannot be linked to a school sign-on.',
  emailHasAccount: 'An account with this email address already exists. Log in to it to link it to your school sign-on.',
  noSchool: 'your school system did not say which school you belong to.',
  /** visitor-and-account §8 restricted accounts: new accounts of such a school come only from its system. */
  restrictedAccounts:
    "This school's accounts are linked to its school management system. New accounts can only be created by logging in from that system, or during a federated import by a school administrator.",
  unknownError: 'An unknown error occurred',
  /** web.last-error for a signed-in person whose last sign-in had no error: not an error they never had. */
  noLastError: 'Your last sign-in went through: there is no sign-in error to show.',
} as const;

/** My Account's `saml-success` message after a link. */
export const samlLinkedMessage = (providerName: string) =>
  icu('Your account is now linked to {providerName}. Next time, sign in through your school.', { providerName });
export const notLinkedMessage = (providerName: string) =>
  icu('This account is not linked to {providerName}.', { providerName });
export const onlyWayInMessage = (providerName: string) =>
  icu('{providerName} is the only way you sign in to this account, so it cannot be unlinked.', { providerName });

/** GET /api/saml2/new-user: what the school system said about a first-time person. */
export const samlNewUserSchema = z.object({
  samlIdp: samlIdpSummarySchema,
  nameId: z.string(),
  email: z.nullable(z.string()),
  firstName: z.nullable(z.string()),
  lastName: z.nullable(z.string()),
  /** The role the provider asserted; null when the person chooses (the school-role step). */
  schoolRole: z.nullable(z.enum(SCHOOL_SIGN_ON_ROLES)),
  /** The school the provider's answer names (or its only school); null when it cannot tell. */
  schoolId: z.nullable(z.string()),
});
export type SamlNewUser = z.output<typeof samlNewUserSchema>;
export const samlNewUserResponseSchema = z.object({ samlUser: samlNewUserSchema });

function optional<T extends z.ZodMiniType>(schema: T) {
  return z.optional(z.pipe(z.transform(blankToNull), z.nullable(schema)));
}

/**
 * POST /api/saml2/register: the school-role step (only when the provider did not say) and the
 * details step; names and email count only where the provider did not supply them.
 */
export const samlRegistrationRequestSchema = z.object({
  schoolRole: optional(z.enum(SCHOOL_SIGN_ON_ROLES, { error: SCHOOL_ROLE_REQUIRED })),
  title: optional(titleSchema),
  email: optional(emailSchema),
  firstName: optional(singleLineText({ label: phrase('first name'), max: PERSON_NAME_MAX_LENGTH })),
  lastName: optional(singleLineText({ label: phrase('last name'), max: PERSON_NAME_MAX_LENGTH })),
});
export type SamlRegistrationRequest = z.input<typeof samlRegistrationRequestSchema>;
export const samlRegistrationResponseSchema = z.object({ user: sessionUserSchema });

/** POST /api/saml2/link-tickets: a single-use proof of the school identity, redeemed by the account it links to. */
export const samlLinkTicketResponseSchema = z.object({
  ticket: z.string(),
  samlIdp: samlIdpSummarySchema,
  email: z.nullable(z.string()),
  expiresAt: z.iso.datetime(),
});
export type SamlLinkTicket = z.output<typeof samlLinkTicketResponseSchema>;

export const samlLinkRequestSchema = z.object({
  ticket: z
    .string({ error: SCHOOL_SIGN_ON_MESSAGES.linkTicketInvalid })
    .check(
      z.minLength(20, SCHOOL_SIGN_ON_MESSAGES.linkTicketInvalid),
      z.maxLength(200, SCHOOL_SIGN_ON_MESSAGES.linkTicketInvalid),
    ),
});

export const samlAccountSchema = z.object({
  samlIdp: samlIdpSummarySchema,
  nameId: z.string(),
  email: z.nullable(z.string()),
  linkedAt: z.iso.datetime(),
});
export type SamlAccountView = z.output<typeof samlAccountSchema>;
export const samlLinkResponseSchema = z.object({ samlAccount: samlAccountSchema });

/** GET /api/me/saml-accounts: the caller's links, and their school's provider (the Link button of My Account). */
export const mySamlAccountsResponseSchema = z.object({
  samlAccounts: z.array(samlAccountSchema),
  schoolSamlIdp: z.nullable(samlIdpSummarySchema),
});
export type MySamlAccounts = z.output<typeof mySamlAccountsResponseSchema>;

export const unlinkSamlAccountParamsSchema = samlIdpParamsSchema;

/** GET /api/saml2/last-error (web.last-error): the caller's last school sign-on failure, kept a day. */
export const samlLastErrorResponseSchema = z.object({
  lastError: z.nullable(z.object({ message: z.string(), occurredAt: z.iso.datetime() })),
});
