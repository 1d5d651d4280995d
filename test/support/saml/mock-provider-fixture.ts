import { generateKeyPairSync } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { SamlIdp } from '../../../shared/schemas/saml';
import { MOCK_SAML_PROVIDER } from '../../../functions/domain/saml/saml-claims';
import { mockSchoolProvider } from '../../../bin/seed/seed';
import type { MockSamlPerson, MockSamlSigning } from '../../../functions/domain/saml/mock-idp';

const DEMO_KEY_DIR = path.resolve(import.meta.dirname, '../../../lib-infra/local/mock-saml-idp');

/** The twin's demo key pair of the mock school provider (checked in, not secret). */
export const DEMO_PRIVATE_KEY = readFileSync(path.join(DEMO_KEY_DIR, 'demo-only-private-key.pem'), 'utf8');
export const DEMO_CERTIFICATE = readFileSync(path.join(DEMO_KEY_DIR, 'demo-only-certificate.pem'), 'utf8');

/** A key the provider never had: responses signed with it must be refused. */
export const OTHER_PRIVATE_KEY = generateKeyPairSync('rsa', { modulusLength: 2048 })
  .privateKey.export({ type: 'pkcs8', format: 'pem' })
  .toString();

export const TEST_AUDIENCE = 'urn:amazon:cognito:sp:local_test_pool';
export const TEST_ACS_URL = 'http://localhost:3000/saml2/idpresponse';

export const mockProvider: SamlIdp = mockSchoolProvider('http://localhost:3000/admin/saml');

export const signing = (overrides: Partial<MockSamlSigning> = {}): MockSamlSigning => ({
  issuer: MOCK_SAML_PROVIDER.entityId,
  ssoUrl: mockProvider.ssoUrl,
  privateKeyPem: DEMO_PRIVATE_KEY,
  certificatePem: DEMO_CERTIFICATE,
  audience: TEST_AUDIENCE,
  assertionConsumerUrl: TEST_ACS_URL,
  ...overrides,
});

export const person: MockSamlPerson = {
  nameId: 'student-4711',
  firstName: 'Sky',
  lastName: "O'Brien & Co",
  email: 'Sky.OBrien@mockschool.example',
  role: 'student',
  schoolId: 'demo-secondary',
};
