import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The twin's key pair of the mock school provider. It is checked in on purpose and is NOT a
 * secret: anyone can read it here, so it signs only for the local twin (and tests), where anyone
 * may sign in as anyone anyway. Node cannot make an X.509 certificate without a package, and a
 * fixed pair keeps the certificate in the twin's configuration the same on every machine. AWS
 * stages refuse this certificate (bin/app.ts): there the key is a Secrets Manager secret.
 * Made with: openssl req -x509 -newkey rsa:2048 -nodes -sha256 -days 3650 -subj "/CN=Mock School IdP (demo only, not secret)"
 */
export const DEMO_MOCK_SAML_KEY_FILE = path.join(import.meta.dirname, 'demo-only-private-key.pem');
export const DEMO_MOCK_SAML_CERTIFICATE_FILE = path.join(import.meta.dirname, 'demo-only-certificate.pem');

export function demoMockSamlCertificate(): string {
  return readFileSync(DEMO_MOCK_SAML_CERTIFICATE_FILE, 'utf8');
}
