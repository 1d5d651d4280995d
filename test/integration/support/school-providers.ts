import { AdminDeleteUserAttributesCommand } from '@aws-sdk/client-cognito-identity-provider';
import { randomUUID } from 'node:crypto';
import type { SamlIdp } from '../../../shared/schemas/saml';
import { putSamlIdp } from '../../../functions/data/saml-idps';
import { signMockSamlResponse, type MockSamlPerson } from '../../../functions/domain/saml/mock-idp';
import { MOCK_SCHOOL_FIELD, SAML_ACS_PATH, cognitoSpEntityId } from '../../../functions/domain/saml/saml-claims';
import { localCognitoClient } from '../../../lib-infra/local/cognito-store';
import { DEMO_CERTIFICATE, signing } from '../../support/saml/mock-provider-fixture';
import { portal } from './portal-client';
import { signInWithResponse, type SchoolSignInTokens } from './school-sign-on';

/**
 * Another school system than the seeded mock one, for what the mock cannot show (several schools,
 * restricted accounts): it signs with the demo key, so the twin's assertion consumer accepts it.
 */
export async function putTestProvider(fields: Partial<SamlIdp> & Pick<SamlIdp, 'id'>): Promise<SamlIdp> {
  const idp: SamlIdp = {
    name: `Test ${fields.id}`,
    emailDomains: [`${fields.id}.example`],
    schoolField: MOCK_SCHOOL_FIELD,
    hideSchoolKey: false,
    restrictAccounts: false,
    entityId: `urn:test:${fields.id}`,
    ssoUrl: `https://${fields.id}.example/sso`,
    certificate: DEMO_CERTIFICATE,
    schoolIds: [],
    ...fields,
  };
  await putSamlIdp(idp);
  return idp;
}

/** A school sign-on through a test provider: its signed response posted to the assertion consumer. */
export async function testProviderSignIn(
  idp: SamlIdp,
  person: Partial<MockSamlPerson> = {},
): Promise<SchoolSignInTokens & { nameId: string }> {
  const nameId = person.nameId ?? `tp-${randomUUID().slice(0, 8)}`;
  const { samlResponse } = await signMockSamlResponse(
    {
      nameId,
      firstName: 'Pat',
      lastName: 'District',
      email: `${nameId}@${idp.emailDomains[0] ?? 'test.example'}`,
      role: 'teacher',
      schoolId: null,
      ...person,
    },
    signing({
      issuer: idp.entityId,
      audience: cognitoSpEntityId(portal().userPoolId),
      assertionConsumerUrl: `${portal().url}${SAML_ACS_PATH}`,
    }),
    new Date(),
  );
  return { ...(await signInWithResponse(samlResponse)), nameId };
}

/** What a school system that sends less would leave out: the attributes are removed from the federated user. */
export async function withoutAttributes(username: string, names: string[]): Promise<void> {
  const admin = localCognitoClient(portal().cognitoEndpoint);
  try {
    await admin.send(
      new AdminDeleteUserAttributesCommand({
        UserPoolId: portal().userPoolId,
        Username: username,
        UserAttributeNames: names,
      }),
    );
  } finally {
    admin.destroy();
  }
}
