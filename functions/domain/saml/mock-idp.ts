import type { SchoolSignOnRole } from '../../../shared/schemas/saml';
import { MOCK_SCHOOL_FIELD, SAML_CLAIMS } from './saml-claims';
import { signSamlResponse, type SamlResponseSigning, type SignedSamlResponse } from './sign-response';
import { UNSPECIFIED_NAME_ID } from './saml-xml';

/** How long a mock response is accepted: a few minutes, as school systems issue them. */
export const MOCK_RESPONSE_LIFETIME_MS = 5 * 60 * 1000;

/** The person the mock school system asserts. */
export interface MockSamlPerson {
  nameId: string;
  firstName: string;
  lastName: string;
  email: string;
  role: SchoolSignOnRole;
  schoolId: string | null;
}

/** The mock identity provider (its key and certificate) and the service provider it answers; it signs the assertion alone, as school systems do. */
export type MockSamlSigning = Omit<SamlResponseSigning, 'signResponse'>;

export type { SignedSamlResponse };

/**
 * An IdP-initiated SAML response of the mock school system, as a school system would post it to
 * the service provider's assertion consumer: valid from `now` for a few minutes, with the email,
 * names, role and school as attributes, the assertion signed.
 */
export function signMockSamlResponse(
  person: MockSamlPerson,
  signing: MockSamlSigning,
  now: Date,
): Promise<SignedSamlResponse> {
  return signSamlResponse(
    { ...signing, signResponse: false },
    {
      nameId: person.nameId,
      nameIdFormat: UNSPECIFIED_NAME_ID,
      // IdP-initiated: the response answers no request.
      inResponseTo: null,
      attributes: {
        [SAML_CLAIMS.email]: person.email,
        [SAML_CLAIMS.givenName]: person.firstName,
        [SAML_CLAIMS.familyName]: person.lastName,
        [SAML_CLAIMS.role]: person.role,
        [MOCK_SCHOOL_FIELD]: person.schoolId,
      },
      lifetimeMs: MOCK_RESPONSE_LIFETIME_MS,
    },
    now,
  );
}
