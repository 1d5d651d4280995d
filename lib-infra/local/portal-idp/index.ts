import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The twin's key pair of the portal's own identity provider (app sign-on). Checked in on purpose
 * and NOT a secret: it signs only for the local twin and tests. AWS stages refuse this certificate
 * (bin/app.ts); there the key is a Secrets Manager secret (docs/deploying.md, "App sign-on").
 * Made with: openssl req -x509 -newkey rsa:2048 -nodes -sha256 -days 3650 -subj "/CN=App Library portal IdP (demo only, not secret)"
 */
export const DEMO_IDP_KEY_FILE = path.join(import.meta.dirname, 'demo-only-private-key.pem');
export const DEMO_IDP_CERTIFICATE_FILE = path.join(import.meta.dirname, 'demo-only-certificate.pem');

export function demoIdpCertificate(): string {
  return readFileSync(DEMO_IDP_CERTIFICATE_FILE, 'utf8');
}
