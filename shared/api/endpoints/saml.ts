import {
  mockSamlLoginResponseSchema,
  mockSamlLoginSchema,
  samlIdpAnswerSchema,
  samlIdpByDomainParamsSchema,
  samlIdpParamsSchema,
} from '../../schemas/saml';
import {
  mySamlAccountsResponseSchema,
  samlLastErrorResponseSchema,
  samlLinkRequestSchema,
  samlLinkResponseSchema,
  samlLinkTicketResponseSchema,
  samlNewUserResponseSchema,
  samlRegistrationRequestSchema,
  samlRegistrationResponseSchema,
  unlinkSamlAccountParamsSchema,
} from '../../schemas/saml-accounts';
import { defineEndpoint, defineEndpoints } from '../endpoint';

/** School sign-on: the providers (visitor-and-account §7 'saml-idp by domain') and the mock school sign-on of the SAML tab (staff-console §7). */
export const samlEndpoints = defineEndpoints('saml', {
  findSamlIdpByDomain: defineEndpoint({
    method: 'GET',
    path: '/api/saml-idps/by-domain/{domain}',
    summary:
      "The school system's identity provider of an email domain (the school sign-on email's part after the @); 404 'Unknown SAML Identity Provider' when no provider has it.",
    params: samlIdpByDomainParamsSchema,
    response: samlIdpAnswerSchema,
  }),
  getSamlIdp: defineEndpoint({
    method: 'GET',
    path: '/api/saml-idps/{samlIdpId}',
    summary: "A school system's identity provider, for its sign-on page; 404 'Unknown SAML Identity Provider'.",
    params: samlIdpParamsSchema,
    response: samlIdpAnswerSchema,
  }),
  generateMockSamlUrl: defineEndpoint({
    method: 'POST',
    path: '/api/generate-mock-saml-url',
    summary:
      "A SAMLResponse signed with the mock school provider's key, asserting the given person, with the assertion consumer URL to post it to (and the RelayState). Staff with the saml permission only.",
    body: mockSamlLoginSchema,
    response: mockSamlLoginResponseSchema,
  }),
  getSamlNewUser: defineEndpoint({
    method: 'GET',
    path: '/api/saml2/new-user',
    summary:
      'Who the school system says a first-time school sign-on person is (provider, nameId, email, names, asserted role and school), for SAML registration; 403 once they have a profile.',
    response: samlNewUserResponseSchema,
  }),
  registerSaml: defineEndpoint({
    method: 'POST',
    path: '/api/saml2/register',
    summary:
      "Creates the profile of a first-time school sign-on person as a teacher or student of the provider's school, with its SAML account; 'Error provisioning SAML account: …' when the school cannot be told.",
    body: samlRegistrationRequestSchema,
    response: samlRegistrationResponseSchema,
    successStatus: 201,
  }),
  createSamlLinkTicket: defineEndpoint({
    method: 'POST',
    path: '/api/saml2/link-tickets',
    summary:
      'A single-use, short-lived ticket proving a first-time school sign-on, which the existing account it is to be linked to redeems after signing in.',
    response: samlLinkTicketResponseSchema,
    successStatus: 201,
  }),
  linkSamlAccount: defineEndpoint({
    method: 'POST',
    path: '/api/saml2/link',
    summary:
      "Links the school identity of a ticket to the signed-in account, so school sign-on signs in to it; 'This account is already SAML linked'.",
    body: samlLinkRequestSchema,
    response: samlLinkResponseSchema,
  }),
  listMySamlAccounts: defineEndpoint({
    method: 'GET',
    path: '/api/me/saml-accounts',
    summary: "The signed-in account's school sign-on links, and its school's provider (for a Link button).",
    response: mySamlAccountsResponseSchema,
  }),
  unlinkSamlAccount: defineEndpoint({
    method: 'DELETE',
    path: '/api/me/saml-accounts/{samlIdpId}',
    summary:
      'Unlinks a school sign-on from the signed-in account, only while another way in remains; answers the links left.',
    params: unlinkSamlAccountParamsSchema,
    response: mySamlAccountsResponseSchema,
  }),
  getSamlLastError: defineEndpoint({
    method: 'GET',
    path: '/api/saml2/last-error',
    summary: "The caller's last school sign-on failure (kept a day), for the last-error page; null when there is none.",
    response: samlLastErrorResponseSchema,
  }),
});
