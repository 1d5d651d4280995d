import type * as z from 'zod/mini';
import type { MockSamlLoginResponse, mockSamlLoginSchema } from '../../../shared/schemas/saml';
import type { MockSamlKeySource } from '../../adapters/saml-keys/port';
import { DomainError } from '../../platform/errors';
import { signMockSamlResponse } from './mock-idp';
import { MOCK_SAML_PROVIDER } from './saml-claims';

export const MOCK_SAML_NOT_CONFIGURED = 'Mock school sign-on is not configured for this stage.';

/** What the mock provider needs to sign, from the stage's configuration; null parts mean it is not configured. */
export interface MockSamlSetup {
  keySource: MockSamlKeySource | null;
  certificatePem: string | undefined;
  ssoUrl: string | undefined;
  audience: string | undefined;
  assertionConsumerUrl: string | undefined;
  now: () => Date;
}

/**
 * The mock school sign-on of the SAML tab (staff-console §2): a response of the mock school
 * provider asserting the person the staff member typed, with where to post it.
 */
export async function generateMockSamlLogin(
  login: z.output<typeof mockSamlLoginSchema>,
  setup: MockSamlSetup,
): Promise<MockSamlLoginResponse> {
  const { keySource, certificatePem, ssoUrl, audience, assertionConsumerUrl } = setup;
  if (!keySource || !certificatePem || !ssoUrl || !audience || !assertionConsumerUrl)
    throw new DomainError(503, 'mock-saml-not-configured', MOCK_SAML_NOT_CONFIGURED);
  const signed = await signMockSamlResponse(
    {
      nameId: login.nameId,
      firstName: login.firstNameValue,
      lastName: login.lastNameValue,
      email: login.emailValue,
      role: login.schoolRoleValue,
      schoolId: login.schoolIdValue,
    },
    {
      issuer: MOCK_SAML_PROVIDER.entityId,
      ssoUrl,
      privateKeyPem: await keySource(),
      certificatePem,
      audience,
      assertionConsumerUrl,
    },
    setup.now(),
  );
  return {
    samlResponse: signed.samlResponse,
    relayState: login.relayState,
    assertionConsumerUrl,
    expiresAt: signed.expiresAt.toISOString(),
  };
}
