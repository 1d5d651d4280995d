import { mockSamlLoginResponseSchema, mockSamlLoginSchema } from '../../schemas/saml';
import { defineEndpoint, defineEndpoints } from '../endpoint';

/** staff-console §7: the mock school sign-on of the SAML tab. */
export const samlEndpoints = defineEndpoints('saml', {
  generateMockSamlUrl: defineEndpoint({
    method: 'POST',
    path: '/api/generate-mock-saml-url',
    summary:
      "A SAMLResponse signed with the mock school provider's key, asserting the given person, with the assertion consumer URL to post it to (and the RelayState). Staff with the saml permission only.",
    body: mockSamlLoginSchema,
    response: mockSamlLoginResponseSchema,
  }),
});
