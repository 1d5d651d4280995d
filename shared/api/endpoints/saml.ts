import { mockSamlLoginResponseSchema, mockSamlLoginSchema, samlIdpAnswerSchema, samlIdpByDomainParamsSchema, samlIdpParamsSchema } from '../../schemas/saml';
import { defineEndpoint, defineEndpoints } from '../endpoint';

/** School sign-on: the providers (visitor-and-account §7 'saml-idp by domain') and the mock school sign-on of the SAML tab (staff-console §7). */
export const samlEndpoints = defineEndpoints('saml', {
  findSamlIdpByDomain: defineEndpoint({
    method: 'GET',
    path: '/api/saml-idps/by-domain/{domain}',
    summary: "The school system's identity provider of an email domain (the school sign-on email's part after the @); 404 'Unknown SAML Identity Provider' when no provider has it.",
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
});
