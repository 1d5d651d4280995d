import {
  AdminDeleteUserCommand,
  AdminDisableProviderForUserCommand,
  AdminGetUserCommand,
  AdminLinkProviderForUserCommand,
  AliasExistsException,
  CognitoIdentityProviderClient,
  UserNotFoundException,
} from '@aws-sdk/client-cognito-identity-provider';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cognitoSignInDirectory } from '../../../functions/adapters/sign-in-directory/cognito';
import { DirectoryIdentityLinkedElsewhereError } from '../../../functions/adapters/sign-in-directory/port';

const cognito = mockClient(CognitoIdentityProviderClient);
const POOL = 'ap-southeast-2_TestPool';
const notFound = () => new UserNotFoundException({ message: 'User does not exist.', $metadata: {} });

beforeAll(() => {
  Object.assign(process.env, { TABLE_NAME: 'portal-test', USER_POOL_ID: POOL, USER_POOL_CLIENT_ID: 'client-1' });
  delete process.env['COGNITO_ENDPOINT'];
});
afterEach(() => cognito.reset());

describe("the Cognito sign-in directory's school identities", () => {
  it('reads a SAML user: its identity entry, names, email and the custom role and school key (AdminGetUser)', async () => {
    // Prepare
    cognito.on(AdminGetUserCommand).resolves({
      Username: 'MockSchool_n-1',
      UserAttributes: [
        {
          Name: 'identities',
          Value: JSON.stringify([
            {
              userId: 'n-1',
              providerName: 'MockSchool',
              providerType: 'SAML',
              issuer: 'urn:x',
              primary: 'true',
              dateCreated: '1',
            },
          ]),
        },
        { Name: 'email', Value: 'n-1@mockschool.example' },
        { Name: 'given_name', Value: 'Sky' },
        { Name: 'family_name', Value: '' },
        { Name: 'custom:school_role', Value: 'teacher' },
        { Name: 'custom:school_key', Value: 'demo-secondary' },
      ],
    });

    // Act
    const identity = await cognitoSignInDirectory.samlIdentity('MockSchool_n-1');

    // Assess
    expect(cognito.commandCalls(AdminGetUserCommand)[0]?.args[0].input).toEqual({
      UserPoolId: POOL,
      Username: 'MockSchool_n-1',
    });
    expect(identity).toEqual({
      providerName: 'MockSchool',
      nameId: 'n-1',
      email: 'n-1@mockschool.example',
      givenName: 'Sky',
      familyName: null,
      schoolRole: 'teacher',
      schoolKey: 'demo-secondary',
    });
  });

  it('answers null for an unknown user and for a Google user', async () => {
    cognito.on(AdminGetUserCommand, { Username: 'gone' }).rejects(notFound());
    cognito.on(AdminGetUserCommand, { Username: 'google_1' }).resolves({
      UserAttributes: [
        {
          Name: 'identities',
          Value: JSON.stringify([{ userId: '1', providerName: 'Google', providerType: 'Google' }]),
        },
      ],
    });
    expect(await cognitoSignInDirectory.samlIdentity('gone')).toBeNull();
    expect(await cognitoSignInDirectory.samlIdentity('google_1')).toBeNull();
  });

  it("links: deletes the provider's own user, then AdminLinkProviderForUser with Cognito_Subject = the NameID", async () => {
    // Prepare: the federated user is gone already (a retry): still linked
    cognito.on(AdminDeleteUserCommand).rejects(notFound());
    cognito.on(AdminLinkProviderForUserCommand).resolves({});

    // Act
    await cognitoSignInDirectory.linkSamlIdentity({
      destinationUsername: 'ada@example.com',
      providerName: 'MockSchool',
      nameId: 'n-1',
    });

    // Assess
    expect(cognito.commandCalls(AdminDeleteUserCommand)[0]?.args[0].input).toEqual({
      UserPoolId: POOL,
      Username: 'MockSchool_n-1',
    });
    expect(cognito.commandCalls(AdminLinkProviderForUserCommand)[0]?.args[0].input).toEqual({
      UserPoolId: POOL,
      DestinationUser: { ProviderName: 'Cognito', ProviderAttributeValue: 'ada@example.com' },
      SourceUser: {
        ProviderName: 'MockSchool',
        ProviderAttributeName: 'Cognito_Subject',
        ProviderAttributeValue: 'n-1',
      },
    });
  });

  it('turns AliasExistsException into DirectoryIdentityLinkedElsewhereError', async () => {
    cognito.on(AdminDeleteUserCommand).resolves({});
    cognito
      .on(AdminLinkProviderForUserCommand)
      .rejects(new AliasExistsException({ message: 'Alias exists', $metadata: {} }));
    await expect(
      cognitoSignInDirectory.linkSamlIdentity({
        destinationUsername: 'ada',
        providerName: 'MockSchool',
        nameId: 'n-1',
      }),
    ).rejects.toBeInstanceOf(DirectoryIdentityLinkedElsewhereError);
  });

  it('unlinks with AdminDisableProviderForUser naming the identity; an identity not linked is done', async () => {
    cognito.on(AdminDisableProviderForUserCommand).resolvesOnce({}).rejectsOnce(notFound());

    await cognitoSignInDirectory.unlinkSamlIdentity({ providerName: 'MockSchool', nameId: 'n-1' });
    await cognitoSignInDirectory.unlinkSamlIdentity({ providerName: 'MockSchool', nameId: 'n-2' });

    expect(cognito.commandCalls(AdminDisableProviderForUserCommand).map((call) => call.args[0].input)).toEqual([
      {
        UserPoolId: POOL,
        User: { ProviderName: 'MockSchool', ProviderAttributeName: 'Cognito_Subject', ProviderAttributeValue: 'n-1' },
      },
      {
        UserPoolId: POOL,
        User: { ProviderName: 'MockSchool', ProviderAttributeName: 'Cognito_Subject', ProviderAttributeValue: 'n-2' },
      },
    ]);
  });
});
