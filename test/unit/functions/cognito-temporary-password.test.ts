import {
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
  InvalidPasswordException,
} from '@aws-sdk/client-cognito-identity-provider';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cognitoSignInDirectory } from '../../../functions/adapters/sign-in-directory/cognito';
import { DirectoryPasswordRejectedError } from '../../../functions/adapters/sign-in-directory/port';

const cognito = mockClient(CognitoIdentityProviderClient);
const POOL = 'ap-southeast-2_TestPool';

beforeAll(() => {
  Object.assign(process.env, { TABLE_NAME: 'portal-test', USER_POOL_ID: POOL, USER_POOL_CLIENT_ID: 'client-1' });
  delete process.env['COGNITO_ENDPOINT'];
});
afterEach(() => cognito.reset());

/** Teachers added by an administrator get a temporary password (FORCE_CHANGE_PASSWORD): Permanent false. */
describe("the Cognito sign-in directory's temporary passwords", () => {
  it('creates a user whose password is temporary (AdminSetUserPassword Permanent false)', async () => {
    // Prepare
    cognito.on(AdminCreateUserCommand).resolves({ User: { Attributes: [{ Name: 'sub', Value: 'sub-1' }] } });
    cognito.on(AdminSetUserPasswordCommand).resolves({});

    // Act
    const created = await cognitoSignInDirectory.createUser({
      username: 'nina@school.example',
      email: 'nina@school.example',
      password: 'Apple-Pear-Plum7!',
      temporary: true,
    });

    // Assess
    expect(created).toEqual({ userId: 'sub-1' });
    expect(cognito.commandCalls(AdminSetUserPasswordCommand)[0]?.args[0].input).toEqual({
      UserPoolId: POOL,
      Username: 'nina@school.example',
      Password: 'Apple-Pear-Plum7!',
      Permanent: false,
    });
  });

  it('sets a temporary password, and maps a refusal of the policy', async () => {
    // Prepare
    cognito
      .on(AdminSetUserPasswordCommand)
      .resolvesOnce({})
      .rejectsOnce(new InvalidPasswordException({ message: 'Password does not conform to policy', $metadata: {} }));

    // Act
    await cognitoSignInDirectory.setTemporaryPassword('nina@school.example', 'Apple-Pear-Plum7!');
    const refused = cognitoSignInDirectory.setTemporaryPassword('nina@school.example', 'short');

    // Assess
    await expect(refused).rejects.toBeInstanceOf(DirectoryPasswordRejectedError);
    expect(cognito.commandCalls(AdminSetUserPasswordCommand)[0]?.args[0].input).toEqual({
      UserPoolId: POOL,
      Username: 'nina@school.example',
      Password: 'Apple-Pear-Plum7!',
      Permanent: false,
    });
  });
});
