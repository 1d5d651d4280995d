import { functionConfig } from '../../platform/config';
import { fileMockSamlKey } from './local-file';
import type { MockSamlKeySource } from './port';
import { secretsExtensionMockSamlKey } from './secrets-extension';

let source: MockSamlKeySource | null | undefined;

/**
 * The mock provider's key source configuration picks, once: the file in the twin
 * (MOCK_SAML_KEY_FILE), the secret in AWS (MOCK_SAML_KEY_SECRET), or null when the stage has no
 * mock school provider.
 */
export function mockSamlKeySource(): MockSamlKeySource | null {
  if (source !== undefined) return source;
  const config = functionConfig();
  if (config.MOCK_SAML_KEY_FILE) source = fileMockSamlKey(config.MOCK_SAML_KEY_FILE);
  else if (config.MOCK_SAML_KEY_SECRET) {
    source = secretsExtensionMockSamlKey(config.MOCK_SAML_KEY_SECRET, {
      sessionToken: process.env['AWS_SESSION_TOKEN'],
      port: process.env['PARAMETERS_SECRETS_EXTENSION_HTTP_PORT'],
    });
  } else source = null;
  return source;
}
