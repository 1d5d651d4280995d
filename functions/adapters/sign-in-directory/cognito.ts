import {
  AdminCreateUserCommand,
  AdminDeleteUserCommand,
  AdminDisableUserCommand,
  AdminEnableUserCommand,
  AdminSetUserPasswordCommand,
  AdminUserGlobalSignOutCommand,
  CognitoIdentityProviderClient,
  InvalidPasswordException,
  UserNotFoundException,
  UsernameExistsException,
} from '@aws-sdk/client-cognito-identity-provider';
import { boundedClientConfig } from '../../platform/aws-client-config';
import { functionConfig } from '../../platform/config';
import { DirectoryPasswordRejectedError, DirectoryUsernameTakenError, type SignInDirectory } from './port';

let client: CognitoIdentityProviderClient | undefined;

function cognito(): CognitoIdentityProviderClient {
  if (client) return client;
  const config = functionConfig();
  client = new CognitoIdentityProviderClient(boundedClientConfig(config.COGNITO_ENDPOINT));
  return client;
}

export const cognitoSignInDirectory: SignInDirectory = {
  async createUser({ username, email, password }) {
    const userPoolId = functionConfig().USER_POOL_ID;
    try {
      const created = await cognito().send(
        new AdminCreateUserCommand({
          UserPoolId: userPoolId,
          Username: username,
          MessageAction: 'SUPPRESS',
          UserAttributes: email
            ? [
                { Name: 'email', Value: email },
                { Name: 'email_verified', Value: 'true' },
              ]
            : [],
        }),
      );
      const userId = created.User?.Attributes?.find((attribute) => attribute.Name === 'sub')?.Value;
      if (!userId) throw new Error('The user pool returned a user without a sub');
      try {
        await cognito().send(
          new AdminSetUserPasswordCommand({ UserPoolId: userPoolId, Username: username, Password: password, Permanent: true }),
        );
      } catch (error) {
        // A user without a usable password must not linger and block the username.
        await cognitoSignInDirectory.deleteUser(username);
        throw error;
      }
      return { userId };
    } catch (error) {
      if (error instanceof UsernameExistsException) throw new DirectoryUsernameTakenError(username);
      if (error instanceof InvalidPasswordException) throw new DirectoryPasswordRejectedError(error.message);
      throw error;
    }
  },

  async setPassword(username, password) {
    try {
      await cognito().send(new AdminSetUserPasswordCommand({ UserPoolId: functionConfig().USER_POOL_ID, Username: username, Password: password, Permanent: true }));
    } catch (error) {
      if (error instanceof InvalidPasswordException) throw new DirectoryPasswordRejectedError(error.message);
      throw error;
    }
  },

  async deleteUser(username) {
    await ignoringUnknownUser(() => cognito().send(new AdminDeleteUserCommand({ UserPoolId: functionConfig().USER_POOL_ID, Username: username })));
  },

  async signOutEverywhere(username) {
    await ignoringUnknownUser(() => cognito().send(new AdminUserGlobalSignOutCommand({ UserPoolId: functionConfig().USER_POOL_ID, Username: username })));
  },

  async disableUser(username) {
    await ignoringUnknownUser(() => cognito().send(new AdminDisableUserCommand({ UserPoolId: functionConfig().USER_POOL_ID, Username: username })));
  },

  async enableUser(username) {
    await cognito().send(new AdminEnableUserCommand({ UserPoolId: functionConfig().USER_POOL_ID, Username: username }));
  },
};

/** For calls whose goal an absent user already meets (deleting, signing out, disabling). */
async function ignoringUnknownUser(call: () => Promise<unknown>): Promise<void> {
  try {
    await call();
  } catch (error) {
    if (!(error instanceof UserNotFoundException)) throw error;
  }
}
