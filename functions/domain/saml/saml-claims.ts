/**
 * SAML attribute names the portal reads from school systems (the WS-Federation claim URIs most
 * systems send), and the ones the mock school provider sends. Cognito maps the same names onto the
 * user pool's attributes (lib-infra/auth/identity-providers.ts).
 */
export const SAML_CLAIMS = {
  email: 'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/emailaddress',
  givenName: 'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/givenname',
  familyName: 'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/surname',
  role: 'http://schemas.microsoft.com/ws/2008/06/identity/claims/role',
} as const;

/** The mock school provider's attribute carrying the school's key (its saml-idp schoolField). */
export const MOCK_SCHOOL_FIELD = 'schoolId';

/** The mock school provider: its id, name, entity id and default domain are the same in every stage. */
export const MOCK_SAML_PROVIDER = {
  id: 'mock-school',
  name: 'Mock School',
  /** Also its provider name in Cognito (3-32 characters, no spaces). */
  cognitoName: 'MockSchool',
  entityId: 'urn:portal:mock-school-idp',
  defaultEmailDomain: 'mockschool.example',
} as const;

/** Where the identity provider posts its response: Cognito's path, which the twin serves on the site's origin too. */
export const SAML_ACS_PATH = '/saml2/idpresponse';

/**
 * The mock provider's own page, its single sign-on URL in metadata: the admin console's SAML tab,
 * where staff make its responses (frontend/src/config/paths.ts `admin.saml`; a unit test keeps the two in step).
 */
export const MOCK_SAML_PAGE_PATH = '/admin/saml';

/** Cognito's service-provider entity id for a user pool: the Audience its SAML responses must name. */
export const cognitoSpEntityId = (userPoolId: string) => `urn:amazon:cognito:sp:${userPoolId}`;
