import { mockSamlKeySource } from '../../adapters/saml-keys';
import { generateMockSamlLogin } from '../../domain/saml/mock-login';
import { functionConfig } from '../../platform/config';
import { defineHandler } from '../../http/http-handler';
import { samlRoutes } from './routes';

export const handler = defineHandler(samlRoutes.generateMockSamlUrl, async ({ body }) => {
  const config = functionConfig();
  return generateMockSamlLogin(body, {
    keySource: mockSamlKeySource(),
    certificatePem: config.MOCK_SAML_CERTIFICATE,
    ssoUrl: config.MOCK_SAML_SSO_URL,
    audience: config.SAML_SP_ENTITY_ID,
    assertionConsumerUrl: config.SAML_ACS_URL,
    now: () => new Date(),
  });
});
