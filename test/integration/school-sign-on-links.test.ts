import {
  AdminDeleteUserCommand,
  AdminDisableProviderForUserCommand,
  AdminGetUserCommand,
  AdminLinkProviderForUserCommand,
  AliasExistsException,
  InvalidParameterException,
  UserNotFoundException,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAML_CUSTOM_ATTRIBUTES, samlUsername } from '../../shared/rules/federated-sign-in';
import { MOCK_SAML_PROVIDER } from '../../functions/domain/saml/saml-claims';
import { localCognitoClient } from '../../lib-infra/local/cognito-store';
import { freshAccount } from './support/accounts';
import { useLocalTable } from './support/local-table';
import { portal, signInTokens } from './support/portal-client';
import { schoolPerson, schoolSignIn } from './support/school-sign-on';
import { subjectOf } from './support/token-claims';

const PROVIDER = MOCK_SAML_PROVIDER.cognitoName;
let admin: CognitoIdentityProviderClient;

const link = (destinationUsername: string, nameId: string) =>
  admin.send(
    new AdminLinkProviderForUserCommand({
      UserPoolId: portal().userPoolId,
      DestinationUser: { ProviderName: 'Cognito', ProviderAttributeValue: destinationUsername },
      SourceUser: { ProviderName: PROVIDER, ProviderAttributeName: 'Cognito_Subject', ProviderAttributeValue: nameId },
    }),
  );

const unlink = (nameId: string) =>
  admin.send(
    new AdminDisableProviderForUserCommand({
      UserPoolId: portal().userPoolId,
      User: { ProviderName: PROVIDER, ProviderAttributeName: 'Cognito_Subject', ProviderAttributeValue: nameId },
    }),
  );

beforeAll(() => {
  useLocalTable();
  admin = localCognitoClient(portal().cognitoEndpoint);
});
afterAll(() => admin.destroy());

describe("the local user pool's links of school identities to existing users, as Cognito's", () => {
  it('keeps what the school system asserted on the federated user: role and school key as custom attributes', async () => {
    const person = schoolPerson({ schoolRoleValue: 'teacher' });

    const signedIn = await schoolSignIn(person);

    const user = await admin.send(
      new AdminGetUserCommand({ UserPoolId: portal().userPoolId, Username: signedIn.username }),
    );
    const attribute = (name: string) => user.UserAttributes?.find((item) => item.Name === name)?.Value;
    expect([attribute(SAML_CUSTOM_ATTRIBUTES.schoolRole), attribute(SAML_CUSTOM_ATTRIBUTES.schoolKey)]).toEqual([
      'teacher',
      person.schoolIdValue,
    ]);
  });

  it('signs a linked identity in as the existing user, whose password still works, and as itself again once unlinked', async () => {
    // Prepare: a password account, and a school identity that has never signed in.
    const account = await freshAccount('teacher');
    const person = schoolPerson();

    // Act
    await link(account.form.email, person.nameId);
    const linked = await schoolSignIn(person);

    // Assess: the existing user's tokens, without its second factor; its password is untouched.
    expect(linked.sub).toBe(account.user.id);
    expect(linked.username.toLowerCase()).toBe(account.form.email);
    await expect(freshSignIn(account.form.email, account.form.password)).resolves.toBe(account.user.id);

    // Act: unlinked, the identity is a new federated user again.
    await unlink(person.nameId);
    const alone = await schoolSignIn(person);
    expect(alone.sub).not.toBe(account.user.id);
    expect(alone.username).toBe(samlUsername(PROVIDER, person.nameId));
  });

  it('refuses to link an identity that has signed in as a user of its own, until that user is deleted', async () => {
    const account = await freshAccount('teacher');
    const person = schoolPerson();
    const first = await schoolSignIn(person);

    await expect(link(account.form.email, person.nameId)).rejects.toBeInstanceOf(InvalidParameterException);

    await admin.send(new AdminDeleteUserCommand({ UserPoolId: portal().userPoolId, Username: first.username }));
    await link(account.form.email, person.nameId);
    expect((await schoolSignIn(person)).sub).toBe(account.user.id);
  });

  it('refuses an identity linked to another user, takes a repeated link as done, and knows no unknown destination', async () => {
    const [one, two] = await Promise.all([freshAccount('teacher'), freshAccount('teacher')]);
    const person = schoolPerson();
    await link(one.form.email, person.nameId);

    await expect(link(one.form.email, person.nameId)).resolves.toBeTruthy();
    await expect(link(two.form.email, person.nameId)).rejects.toBeInstanceOf(AliasExistsException);
    await expect(link('nobody-here@integration.example', schoolPerson().nameId)).rejects.toBeInstanceOf(
      UserNotFoundException,
    );
    // Unlinking an identity that is not linked is done.
    await expect(unlink(schoolPerson().nameId)).resolves.toBeTruthy();
  });

  it('drops the links of a deleted user', async () => {
    const account = await freshAccount('teacher');
    const person = schoolPerson();
    await link(account.form.email, person.nameId);

    await admin.send(new AdminDeleteUserCommand({ UserPoolId: portal().userPoolId, Username: account.form.email }));

    expect((await schoolSignIn(person)).username).toBe(samlUsername(PROVIDER, person.nameId));
  });
});

async function freshSignIn(username: string, password: string): Promise<string> {
  const tokens = await signInTokens(username, password);
  return subjectOf(tokens.IdToken);
}
