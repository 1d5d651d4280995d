import {
  AdminCreateUserCommand,
  AdminDisableProviderForUserCommand,
  AdminLinkProviderForUserCommand,
  AliasExistsException,
  AdminDeleteUserCommand,
  AdminDisableUserCommand,
  AdminEnableUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  AdminUpdateUserAttributesCommand,
  AdminUserGlobalSignOutCommand,
  AssociateSoftwareTokenCommand,
  ChangePasswordCommand,
  CodeMismatchException,
  CognitoIdentityProviderClient,
  EnableSoftwareTokenMFAException,
  GetUserCommand,
  InvalidParameterException,
  InvalidPasswordException,
  NotAuthorizedException,
  SetUserMFAPreferenceCommand,
  VerifySoftwareTokenCommand,
  UserNotFoundException,
  UsernameExistsException,
} from '@aws-sdk/client-cognito-identity-provider';
import {
  SAML_CUSTOM_ATTRIBUTES,
  samlIdentityOf,
  samlUsername,
  socialIdentityOf,
} from '../../../shared/rules/federated-sign-in';
import { boundedClientConfig } from '../../platform/aws-client-config';
import { forgetOnReconfigure, functionConfig } from '../../platform/config';
import {
  DirectoryCodeRejectedError,
  DirectoryIdentityLinkedElsewhereError,
  DirectoryPasswordRejectedError,
  DirectorySessionEndedError,
  DirectoryUsernameTakenError,
  DirectoryWrongPasswordError,
  type SignInDirectory,
} from './port';

let client: CognitoIdentityProviderClient | undefined;
forgetOnReconfigure(() => {
  client = undefined;
});

function cognito(): CognitoIdentityProviderClient {
  if (client) return client;
  const config = functionConfig();
  client = new CognitoIdentityProviderClient(boundedClientConfig(config.COGNITO_ENDPOINT));
  return client;
}

/** A user's attributes by name (empty values read as null), or null for an unknown user. */
async function userAttributes(username: string): Promise<((name: string) => string | null) | null> {
  try {
    const { UserAttributes: attributes = [] } = await cognito().send(
      new AdminGetUserCommand({ UserPoolId: functionConfig().USER_POOL_ID, Username: username }),
    );
    return (name) => attributes.find((attribute) => attribute.Name === name)?.Value || null;
  } catch (error) {
    if (error instanceof UserNotFoundException) return null;
    throw error;
  }
}

async function setUserPassword(username: string, password: string, permanent: boolean): Promise<void> {
  try {
    await cognito().send(
      new AdminSetUserPasswordCommand({
        UserPoolId: functionConfig().USER_POOL_ID,
        Username: username,
        Password: password,
        Permanent: permanent,
      }),
    );
  } catch (error) {
    if (error instanceof InvalidPasswordException) throw new DirectoryPasswordRejectedError(error.message);
    throw error;
  }
}

export const cognitoSignInDirectory: SignInDirectory = {
  async createUser({ username, email, password, preferredUsername, temporary = false }) {
    const userPoolId = functionConfig().USER_POOL_ID;
    try {
      const created = await cognito().send(
        new AdminCreateUserCommand({
          UserPoolId: userPoolId,
          Username: username,
          MessageAction: 'SUPPRESS',
          UserAttributes: [
            ...(email
              ? [
                  { Name: 'email', Value: email },
                  { Name: 'email_verified', Value: 'true' },
                ]
              : []),
            ...(preferredUsername ? [{ Name: 'preferred_username', Value: preferredUsername }] : []),
          ],
        }),
      );
      const userId = created.User?.Attributes?.find((attribute) => attribute.Name === 'sub')?.Value;
      if (!userId) throw new Error('The user pool returned a user without a sub');
      try {
        await cognito().send(
          new AdminSetUserPasswordCommand({
            UserPoolId: userPoolId,
            Username: username,
            Password: password,
            Permanent: !temporary,
          }),
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
    await setUserPassword(username, password, true);
  },

  async setTemporaryPassword(username, password) {
    await setUserPassword(username, password, false);
  },

  async setPreferredUsername(username, preferredUsername) {
    await cognito().send(
      new AdminUpdateUserAttributesCommand({
        UserPoolId: functionConfig().USER_POOL_ID,
        Username: username,
        UserAttributes: [{ Name: 'preferred_username', Value: preferredUsername }],
      }),
    );
  },

  async federatedIdentity(username) {
    const value = await userAttributes(username);
    const identity = value && socialIdentityOf(value('identities') ?? undefined);
    if (!value || !identity) return null;
    return { ...identity, email: value('email'), givenName: value('given_name'), familyName: value('family_name') };
  },

  async samlIdentity(username) {
    const value = await userAttributes(username);
    const identity = value && samlIdentityOf(value('identities') ?? undefined);
    if (!value || !identity) return null;
    return {
      ...identity,
      email: value('email'),
      givenName: value('given_name'),
      familyName: value('family_name'),
      schoolRole: value(SAML_CUSTOM_ATTRIBUTES.schoolRole),
      schoolKey: value(SAML_CUSTOM_ATTRIBUTES.schoolKey),
    };
  },

  async linkSamlIdentity({ destinationUsername, providerName, nameId }) {
    const userPoolId = functionConfig().USER_POOL_ID;
    await cognitoSignInDirectory.deleteUser(samlUsername(providerName, nameId));
    try {
      await cognito().send(
        new AdminLinkProviderForUserCommand({
          UserPoolId: userPoolId,
          DestinationUser: { ProviderName: 'Cognito', ProviderAttributeValue: destinationUsername },
          SourceUser: {
            ProviderName: providerName,
            ProviderAttributeName: 'Cognito_Subject',
            ProviderAttributeValue: nameId,
          },
        }),
      );
    } catch (error) {
      if (error instanceof AliasExistsException) throw new DirectoryIdentityLinkedElsewhereError(error.message);
      throw error;
    }
  },

  async unlinkSamlIdentity({ providerName, nameId }) {
    await ignoringUnknownUser(() =>
      cognito().send(
        new AdminDisableProviderForUserCommand({
          UserPoolId: functionConfig().USER_POOL_ID,
          User: {
            ProviderName: providerName,
            ProviderAttributeName: 'Cognito_Subject',
            ProviderAttributeValue: nameId,
          },
        }),
      ),
    );
  },

  async deleteUser(username) {
    await ignoringUnknownUser(() =>
      cognito().send(new AdminDeleteUserCommand({ UserPoolId: functionConfig().USER_POOL_ID, Username: username })),
    );
  },

  async signOutEverywhere(username) {
    await ignoringUnknownUser(() =>
      cognito().send(
        new AdminUserGlobalSignOutCommand({ UserPoolId: functionConfig().USER_POOL_ID, Username: username }),
      ),
    );
  },

  async disableUser(username) {
    await ignoringUnknownUser(() =>
      cognito().send(new AdminDisableUserCommand({ UserPoolId: functionConfig().USER_POOL_ID, Username: username })),
    );
  },

  async enableUser(username) {
    await cognito().send(new AdminEnableUserCommand({ UserPoolId: functionConfig().USER_POOL_ID, Username: username }));
  },

  async changePassword({ accessToken, currentPassword, newPassword }) {
    try {
      await cognito().send(
        new ChangePasswordCommand({
          AccessToken: accessToken,
          PreviousPassword: currentPassword,
          ProposedPassword: newPassword,
        }),
      );
    } catch (error) {
      if (error instanceof InvalidPasswordException) throw new DirectoryPasswordRejectedError(error.message);
      throw (
        tokenRefusal(error) ?? (error instanceof NotAuthorizedException ? new DirectoryWrongPasswordError() : error)
      );
    }
  },

  async associateSoftwareToken(accessToken) {
    try {
      const { SecretCode } = await cognito().send(new AssociateSoftwareTokenCommand({ AccessToken: accessToken }));
      if (!SecretCode) throw new Error('The user pool returned no secret');
      return SecretCode;
    } catch (error) {
      throw tokenRefusal(error) ?? error;
    }
  },

  async verifySoftwareToken(accessToken, code) {
    try {
      const { Status } = await cognito().send(
        new VerifySoftwareTokenCommand({ AccessToken: accessToken, UserCode: code }),
      );
      if (Status !== 'SUCCESS') throw new DirectoryCodeRejectedError();
    } catch (error) {
      if (error instanceof CodeMismatchException || error instanceof EnableSoftwareTokenMFAException)
        throw new DirectoryCodeRejectedError();
      throw tokenRefusal(error) ?? error;
    }
  },

  async setSoftwareTokenMfa(accessToken, enabled) {
    try {
      await cognito().send(
        new SetUserMFAPreferenceCommand({
          AccessToken: accessToken,
          SoftwareTokenMfaSettings: { Enabled: enabled, PreferredMfa: enabled },
        }),
      );
    } catch (error) {
      throw tokenRefusal(error) ?? error;
    }
  },

  async sessionIsLive(accessToken) {
    try {
      await cognito().send(new GetUserCommand({ AccessToken: accessToken }));
      return true;
    } catch (error) {
      // Expired, revoked, not the pool's (NotAuthorized); unreadable (InvalidParameter); the user gone.
      if (
        error instanceof NotAuthorizedException ||
        error instanceof InvalidParameterException ||
        error instanceof UserNotFoundException
      )
        return false;
      throw error;
    }
  },
};

/** Cognito's refusal of an expired or revoked access token ('Access Token has expired', '... has been revoked'). */
function tokenRefusal(error: unknown): DirectorySessionEndedError | null {
  return error instanceof NotAuthorizedException && /access token/i.test(error.message)
    ? new DirectorySessionEndedError()
    : null;
}

/** For calls whose goal an absent user already meets (deleting, signing out, disabling). */
async function ignoringUnknownUser(call: () => Promise<unknown>): Promise<void> {
  try {
    await call();
  } catch (error) {
    if (!(error instanceof UserNotFoundException)) throw error;
  }
}
