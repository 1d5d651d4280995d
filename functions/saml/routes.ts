import { samlEndpoints } from '../../shared/api/endpoints/saml';
import { PUBLIC, staffWith } from '../platform/access';
import { defineRoutes } from '../platform/route';

export const samlRoutes = defineRoutes(samlEndpoints, {
  // Before sign-in: the school sign-on page identifies the provider from the email's domain.
  findSamlIdpByDomain: { handler: 'saml/find-saml-idp-by-domain', access: PUBLIC, uses: { table: 'read' } },
  getSamlIdp: { handler: 'saml/get-saml-idp', access: PUBLIC, uses: { table: 'read' } },
  // Signs with the mock provider's key: its secret in AWS, nothing else.
  generateMockSamlUrl: { handler: 'saml/generate-mock-saml-url', access: staffWith('saml'), uses: { mockSamlKey: 'read' } },
});
