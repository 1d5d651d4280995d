import { SAML, ValidateInResponseTo, type Profile } from '@node-saml/node-saml';
import {
  UNKNOWN_SAML_PROVIDER,
  SCHOOL_SIGN_ON_ROLES,
  type SamlIdp,
  type SchoolSignOnRole,
} from '../../../shared/schemas/saml';
import { DomainError } from '../../../functions/platform/errors';
import { SAML_CLAIMS } from '../../../functions/domain/saml/saml-claims';

/** A posted SAMLResponse the assertion consumer refuses; the detail says why. */
export class SamlResponseRejectedError extends DomainError {
  constructor(detail: string) {
    super(400, 'saml-response-rejected', detail);
  }
}

export const SAML_RESPONSE_MESSAGES = {
  unreadable: 'The SAMLResponse is not a SAML response.',
  unsigned: 'The SAML response is not signed.',
  wrongSignature: "The SAML response's signature does not match its identity provider's certificate.",
  expired: 'The SAML response has expired.',
  notYetValid: 'The SAML response is not valid yet.',
  wrongAudience: 'The SAML response is meant for another service provider.',
  wrongRecipient: 'The SAML response is addressed to another assertion consumer.',
  replayed: 'This SAML response has been used already.',
  noEmail: 'The SAML response carries no email address.',
} as const;

/** Who the school system says signed in. */
export interface SamlIdentity {
  providerId: string;
  nameId: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  role: SchoolSignOnRole | null;
  /** The school's key, from the provider's schoolField attribute, when it has one. */
  schoolKey: string | null;
}

export interface SamlVerification {
  /** The provider whose entity id is the response's Issuer, or null. */
  findProviderByIssuer: (issuer: string) => Promise<SamlIdp | null>;
  /** Records the assertion's first use; false when it was used before. */
  rememberAssertion: (use: { issuer: string; assertionId: string; usedAt: Date; expiresAt: Date }) => Promise<boolean>;
  /** The service provider's entity id (the Audience responses must name). */
  audience: string;
  /** The assertion consumer URL (the Recipient and Destination responses must name). */
  assertionConsumerUrl: string;
  now: () => Date;
}

/** Clocks of school systems and of the portal differ a little. */
const CLOCK_SKEW_MS = 30_000;

function decode(samlResponse: string): string {
  const xml = Buffer.from(samlResponse, 'base64').toString('utf8');
  if (!/^\s*(<\?xml[^>]*>\s*)?<([\w-]+:)?Response[\s>]/.test(xml))
    throw new SamlResponseRejectedError(SAML_RESPONSE_MESSAGES.unreadable);
  return xml;
}

/** The Response's own Issuer (the first Issuer element); verified against the signature below. */
function issuerOf(xml: string): string | null {
  return /<([\w-]+:)?Issuer\b[^>]*>\s*([^<]+?)\s*<\/([\w-]+:)?Issuer>/.exec(xml)?.[2] ?? null;
}

function rejectionFor(error: unknown, xml: string): SamlResponseRejectedError {
  const message = error instanceof Error ? error.message : String(error);
  if (/signature/i.test(message)) {
    return new SamlResponseRejectedError(
      /<([\w-]+:)?Signature[\s>]/.test(xml) ? SAML_RESPONSE_MESSAGES.wrongSignature : SAML_RESPONSE_MESSAGES.unsigned,
    );
  }
  if (/expired/i.test(message)) return new SamlResponseRejectedError(SAML_RESPONSE_MESSAGES.expired);
  if (/not yet valid/i.test(message)) return new SamlResponseRejectedError(SAML_RESPONSE_MESSAGES.notYetValid);
  if (/audience/i.test(message)) return new SamlResponseRejectedError(SAML_RESPONSE_MESSAGES.wrongAudience);
  if (/recipient|destination/i.test(message))
    return new SamlResponseRejectedError(SAML_RESPONSE_MESSAGES.wrongRecipient);
  return new SamlResponseRejectedError(`The SAML response could not be accepted: ${message}`);
}

function text(value: unknown): string | null {
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' && first.trim() !== '' ? first.trim() : null;
}

interface AssertionFacts {
  id: string;
  notOnOrAfter: Date;
}

/** The signed assertion's ID and end of validity, read from the assertion node-saml verified. */
function assertionFacts(profile: Profile): AssertionFacts {
  const assertion = profile.getAssertion?.() as
    { Assertion?: { $?: { ID?: string }; Conditions?: { $?: { NotOnOrAfter?: string } }[] } } | undefined;
  const id = assertion?.Assertion?.$?.ID;
  const notOnOrAfter = assertion?.Assertion?.Conditions?.[0]?.$?.NotOnOrAfter;
  if (!id || !notOnOrAfter || Number.isNaN(Date.parse(notOnOrAfter)))
    throw new SamlResponseRejectedError(SAML_RESPONSE_MESSAGES.unreadable);
  return { id, notOnOrAfter: new Date(notOnOrAfter) };
}

/**
 * Verifies a SAMLResponse posted to the assertion consumer (@node-saml/node-saml): the Issuer must
 * be a known provider, the assertion signed with that provider's certificate, within its validity
 * (NotBefore, NotOnOrAfter), for this service provider (Audience) and this consumer (Recipient),
 * and not used before (its ID is remembered until it expires). Returns who signed in; each
 * refusal throws SamlResponseRejectedError with its reason.
 */
export async function verifySamlResponse(samlResponse: string, deps: SamlVerification): Promise<SamlIdentity> {
  const xml = decode(samlResponse);
  const issuer = issuerOf(xml);
  const provider = issuer ? await deps.findProviderByIssuer(issuer) : null;
  if (!issuer || !provider) throw new SamlResponseRejectedError(UNKNOWN_SAML_PROVIDER);

  const saml = new SAML({
    idpCert: provider.certificate,
    idpIssuer: provider.entityId,
    issuer: deps.audience,
    audience: deps.audience,
    callbackUrl: deps.assertionConsumerUrl,
    wantAssertionsSigned: true,
    wantAuthnResponseSigned: false,
    acceptedClockSkewMs: CLOCK_SKEW_MS,
    validateInResponseTo: ValidateInResponseTo.never,
  });
  let profile: Profile | null;
  try {
    ({ profile } = await saml.validatePostResponseAsync({ SAMLResponse: samlResponse }));
  } catch (error) {
    throw rejectionFor(error, xml);
  }
  if (!profile) throw new SamlResponseRejectedError(SAML_RESPONSE_MESSAGES.unreadable);

  const facts = assertionFacts(profile);
  const now = deps.now();
  const fresh = await deps.rememberAssertion({
    issuer: provider.entityId,
    assertionId: facts.id,
    usedAt: now,
    expiresAt: new Date(Math.max(facts.notOnOrAfter.getTime(), now.getTime()) + CLOCK_SKEW_MS),
  });
  if (!fresh) throw new SamlResponseRejectedError(SAML_RESPONSE_MESSAGES.replayed);

  const email = text(profile[SAML_CLAIMS.email]) ?? text(profile.email) ?? text(profile.mail);
  if (!email) throw new SamlResponseRejectedError(SAML_RESPONSE_MESSAGES.noEmail);
  const role = text(profile[SAML_CLAIMS.role]);
  return {
    providerId: provider.id,
    nameId: profile.nameID,
    email: email.toLowerCase(),
    firstName: text(profile[SAML_CLAIMS.givenName]),
    lastName: text(profile[SAML_CLAIMS.familyName]),
    role: (SCHOOL_SIGN_ON_ROLES as readonly string[]).includes(role ?? '') ? (role as SchoolSignOnRole) : null,
    schoolKey: provider.schoolField ? text(profile[provider.schoolField]) : null,
  };
}
