import { samlEndpoints } from '../../shared/api/endpoints/saml';
import { staffWith } from '../platform/access';
import { defineRoutes } from '../platform/route';

export const samlRoutes = defineRoutes(samlEndpoints, {
  // Signs with the mock provider's key: its secret in AWS, nothing else.
  generateMockSamlUrl: { handler: 'saml/generate-mock-saml-url', access: staffWith('saml'), uses: { mockSamlKey: 'read' } },
});
