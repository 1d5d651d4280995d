import { PERSON_NAME_MAX_LENGTH } from '../constants';
import * as z from 'zod/mini';
import { blankToNull } from '../rules/blank-to-null';
import { singleLineText } from './common';
import { emailSchema } from './auth';
import { phrase } from '../i18n/text';

/** visitor-and-account §8: school sign-on messages. */
export const UNKNOWN_SAML_PROVIDER = 'Unknown SAML Identity Provider';
export const ALREADY_SAML_LINKED = phrase('This account is already SAML linked');
export const SAML_PROVISIONING_ERROR_PREFIX = 'Error provisioning SAML account: ';
export const samlProvisioningError = (reason: string) => `${SAML_PROVISIONING_ERROR_PREFIX}${reason}`;

/** The school roles a school system may assert (staff-console §2, SAML page). */
export const SCHOOL_SIGN_ON_ROLES = ['teacher', 'student'] as const;
export type SchoolSignOnRole = (typeof SCHOOL_SIGN_ON_ROLES)[number];

/** staff-console §5: the mock SAML form's required fields. */
export const NAME_ID_REQUIRED = phrase('Please enter the nameId.');
export const SCHOOL_ROLE_REQUIRED = phrase('Please choose teacher or student.');

const optionalText = (label: string, max: number) =>
  z.pipe(z.transform(blankToNull), z.nullable(singleLineText({ label, max })));

/**
 * POST /api/generate-mock-saml-url (staff-console §7): what the mock school system asserts about
 * the person. Names keep the spec's field names; empty optional fields become null.
 */
export const mockSamlLoginSchema = z.object({
  nameId: singleLineText({ label: phrase('nameId'), max: 256, required: NAME_ID_REQUIRED }),
  firstNameValue: singleLineText({ label: phrase('first name'), max: PERSON_NAME_MAX_LENGTH }),
  lastNameValue: singleLineText({ label: phrase('last name'), max: PERSON_NAME_MAX_LENGTH }),
  emailValue: emailSchema,
  schoolRoleValue: z.enum(SCHOOL_SIGN_ON_ROLES, { error: SCHOOL_ROLE_REQUIRED }),
  schoolIdValue: z._default(optionalText('school id', 100), null),
  relayState: z._default(optionalText('relay state', 1000), null),
});
export type MockSamlLogin = z.input<typeof mockSamlLoginSchema>;

/** What the SAML tab needs to post the response to the assertion consumer in a new tab. */
export const mockSamlLoginResponseSchema = z.object({
  samlResponse: z.string(),
  relayState: z.nullable(z.string()),
  assertionConsumerUrl: z.url(),
  /** When the response stops being accepted (its NotOnOrAfter). */
  expiresAt: z.iso.datetime(),
});
export type MockSamlLoginResponse = z.output<typeof mockSamlLoginResponseSchema>;

/**
 * A school system's SAML identity provider (visitor-and-account §3 saml-idp), with what the portal
 * needs to trust it: its entity id (the Issuer of its responses), its single sign-on URL and its
 * signing certificate; the email domains that identify it and the schools it serves.
 */
export const samlIdpSchema = z.object({
  id: z.string().check(z.regex(/^[a-z0-9-]{1,64}$/)),
  name: z.string().check(z.minLength(1)),
  /** Lower-case domains of its people's email addresses ('identify the school from the email'). */
  emailDomains: z.array(z.string().check(z.regex(/^[a-z0-9.-]+\.[a-z]{2,}$/))),
  /** The SAML attribute that carries the school's key, or null when the provider serves one school. */
  schoolField: z.nullable(z.string()),
  hideSchoolKey: z.boolean(),
  /** Accounts of this provider are created only through school sign-on. */
  restrictAccounts: z.boolean(),
  entityId: z.string().check(z.minLength(1)),
  ssoUrl: z.url(),
  /** PEM of the X.509 certificate its responses are signed with. */
  certificate: z.string().check(z.startsWith('-----BEGIN CERTIFICATE-----')),
  /** The schools it serves; totalSchools is their count, and it is a school provider when there is one. */
  schoolIds: z.array(z.string()),
});
export type SamlIdp = z.output<typeof samlIdpSchema>;

export const totalSchools = (idp: Pick<SamlIdp, 'schoolIds'>) => idp.schoolIds.length;
export const samlIdpType = (idp: Pick<SamlIdp, 'schoolIds'>): 'school' | 'organisation' =>
  totalSchools(idp) > 0 ? 'school' : 'organisation';

/** visitor-and-account §5: the school sign-on email needs an at-sign and a domain part. */
export const SCHOOL_SIGN_ON_EMAIL_INVALID = phrase(
  "Please enter your school email address, with an @ and your school's domain (name@school.example).",
);

/** The domain part of a school sign-on email (lower case), or null when it has no at-sign and domain part. */
export function schoolSignOnDomain(email: string): string | null {
  const trimmed = email.trim();
  const at = trimmed.lastIndexOf('@');
  if (at <= 0) return null;
  const domain = trimmed.slice(at + 1).toLowerCase();
  return /^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(domain) ? domain : null;
}

/** What anyone may know of a provider (saml-idp of §3): never its certificate or sign-on URL. */
export const samlIdpSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(['school', 'organisation']),
  totalSchools: z.int(),
  schoolField: z.nullable(z.string()),
  hideSchoolKey: z.boolean(),
  restrictAccounts: z.boolean(),
});
export type SamlIdpSummary = z.output<typeof samlIdpSummarySchema>;

export const samlIdpAnswerSchema = z.object({ samlIdp: samlIdpSummarySchema });

export const samlIdpByDomainParamsSchema = z.object({
  domain: z.string().check(z.regex(/^[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/, { error: SCHOOL_SIGN_ON_EMAIL_INVALID })),
});
export const samlIdpParamsSchema = z.object({ samlIdpId: samlIdpSchema.shape.id });

export function samlIdpSummary(idp: SamlIdp): SamlIdpSummary {
  return {
    id: idp.id,
    name: idp.name,
    type: samlIdpType(idp),
    totalSchools: totalSchools(idp),
    schoolField: idp.schoolField,
    hideSchoolKey: idp.hideSchoolKey,
    restrictAccounts: idp.restrictAccounts,
  };
}
