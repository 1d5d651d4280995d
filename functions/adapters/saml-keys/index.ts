import { forgetOnReconfigure, functionConfig } from '../../platform/config';
import { lambdaExtensionEnvironment } from '../../platform/secrets-extension';
import { fileSamlKey } from './local-file';
import type { IdpSigning, SamlKeySource } from './port';
import { secretsExtensionSamlKey } from './secrets-extension';

/** A key from its file in the twin, or its secret in AWS; null when the stage has neither. */
function keySource(file: string | undefined, secret: string | undefined, purpose: string): SamlKeySource | null {
  if (file) return fileSamlKey(file);
  if (secret) return secretsExtensionSamlKey(secret, purpose, lambdaExtensionEnvironment());
  return null;
}

let mockSource: SamlKeySource | null | undefined;
let idpSource: SamlKeySource | null | undefined;
forgetOnReconfigure(() => {
  mockSource = undefined;
  idpSource = undefined;
});

/**
 * The mock provider's key source configuration picks, once: the file in the twin
 * (MOCK_SAML_KEY_FILE), the secret in AWS (MOCK_SAML_KEY_SECRET), or null when the stage has no
 * mock school provider.
 */
export function mockSamlKeySource(): SamlKeySource | null {
  if (mockSource !== undefined) return mockSource;
  const config = functionConfig();
  mockSource = keySource(config.MOCK_SAML_KEY_FILE, config.MOCK_SAML_KEY_SECRET, 'mock SAML key');
  return mockSource;
}

/**
 * The portal's own identity-provider key, which signs the responses of app sign-on: the file in
 * the twin (IDP_KEY_FILE), the secret in AWS (IDP_KEY_SECRET), or null when the stage has no app
 * sign-on set up.
 */
export function idpSigningKeySource(): SamlKeySource | null {
  if (idpSource !== undefined) return idpSource;
  const config = functionConfig();
  idpSource = keySource(config.IDP_KEY_FILE, config.IDP_KEY_SECRET, 'app sign-on key');
  return idpSource;
}

/** The stage's identity-provider certificate and key, or null when app sign-on is not set up (no certificate or key). */
export function idpSigning(): IdpSigning | null {
  const certificatePem = functionConfig().IDP_CERTIFICATE;
  const key = idpSigningKeySource();
  return certificatePem && key ? { certificatePem, privateKeyPem: key } : null;
}
