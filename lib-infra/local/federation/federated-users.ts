import { randomBytes } from 'node:crypto';
import {
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminInitiateAuthCommand,
  AdminSetUserPasswordCommand,
  AdminUpdateUserAttributesCommand,
  ListUsersCommand,
  UserNotFoundException,
  type AttributeType,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import {
  federatedUsername,
  socialIdentityOf,
  type FederatedIdentity,
  type SocialProvider,
} from '../../../shared/rules/federated-sign-in';
import type { LinkedSignIn } from '../cognito-local';

/** What a provider returns about a person, as the user pool maps it (lib-infra/auth/identity-providers.ts). */
export interface ProviderProfile {
  provider: SocialProvider;
  providerUserId: string;
  email: string | null;
  givenName: string | null;
  familyName: string | null;
}

export interface IssuedTokens {
  idToken: string;
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
}

/** A password Cognito's policy accepts and nobody knows: the stand-in's way to have cognito-local issue tokens. */
function throwawayPassword(): string {
  return `${randomBytes(24).toString('base64url')}-7!`;
}

/**
 * A federated user as Cognito makes it after any provider answered (Google, Facebook, a SAML
 * school system): its user name, its one `identities` entry and the mapped attributes.
 */
export interface FederatedSignIn {
  username: string;
  identity: Pick<FederatedIdentity, 'userId' | 'providerName' | 'providerType' | 'issuer'>;
  email: string | null;
  givenName: string | null;
  familyName: string | null;
  /** Custom attributes a provider's answer is mapped onto (a school system's role and school key). */
  custom?: Record<string, string | null>;
}

function identitiesAttribute(user: FederatedSignIn): AttributeType {
  const identity: FederatedIdentity = { ...user.identity, primary: 'true', dateCreated: String(Date.now()) };
  return { Name: 'identities', Value: JSON.stringify([identity]) };
}

/** The attributes the identity providers map (email, names, custom ones), updated on every sign-in. */
function mappedAttributes(
  profile: Pick<FederatedSignIn, 'email' | 'givenName' | 'familyName' | 'custom'>,
): AttributeType[] {
  return [
    ...(profile.email
      ? [
          { Name: 'email', Value: profile.email },
          { Name: 'email_verified', Value: 'true' },
        ]
      : []),
    ...(profile.givenName ? [{ Name: 'given_name', Value: profile.givenName }] : []),
    ...(profile.familyName ? [{ Name: 'family_name', Value: profile.familyName }] : []),
    ...Object.entries(profile.custom ?? {}).flatMap(([Name, Value]) => (Value ? [{ Name, Value }] : [])),
  ];
}

const value = (attributes: AttributeType[] | undefined, name: string) =>
  attributes?.find((attribute) => attribute.Name === name)?.Value ?? null;

/**
 * The federated users of the local pool, made and signed in as Cognito does after a provider
 * answered: the user is named as Cognito names it (`google_<id>`, `<SAML provider>_<nameId>`), created on the first sign-in with
 * the mapped attributes and `identities`, and its mapped attributes are updated on every sign-in.
 * cognito-local issues no tokens without a password, so each sign-in sets a fresh random password
 * and signs in with it through the pool's front (`client` must point at the front), which runs the
 * post-authentication work (the sign-in history) as for any password sign-in. An identity linked
 * to an existing user signs in as that user, with the password the pool already keeps for it.
 */
export function federatedUsers(
  client: CognitoIdentityProviderClient,
  pool: { userPoolId: string; clientId: string },
  linked: LinkedSignIn,
) {
  async function existing(username: string) {
    try {
      return await client.send(new AdminGetUserCommand({ UserPoolId: pool.userPoolId, Username: username }));
    } catch (error) {
      if (error instanceof UserNotFoundException) return null;
      throw error;
    }
  }

  async function signInWithPassword(username: string, password: string): Promise<IssuedTokens> {
    const { AuthenticationResult: result } = await client.send(
      new AdminInitiateAuthCommand({
        UserPoolId: pool.userPoolId,
        ClientId: pool.clientId,
        AuthFlow: 'ADMIN_USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: username, PASSWORD: password },
      }),
    );
    if (!result?.IdToken || !result.AccessToken || !result.RefreshToken)
      throw new Error(`the local user pool issued no tokens for ${username}`);
    return {
      idToken: result.IdToken,
      accessToken: result.AccessToken,
      refreshToken: result.RefreshToken,
      expiresIn: result.ExpiresIn ?? 3600,
    };
  }

  async function signInFederated(user: FederatedSignIn): Promise<IssuedTokens> {
    // An identity linked to an existing user (AdminLinkProviderForUser) signs in as that user,
    // with its own attributes untouched and without its second factor, as Cognito does.
    const linkedUsername = linked.linkedUsername(pool.userPoolId, user.identity.providerName, user.identity.userId);
    if (linkedUsername) {
      const password = await linked.storedPassword(pool.userPoolId, linkedUsername);
      if (!password) throw new Error(`the local user pool has no usable credentials for ${linkedUsername}`);
      return signInWithPassword(linkedUsername, password);
    }
    const { username } = user;
    if (!(await existing(username))) {
      await client.send(
        new AdminCreateUserCommand({
          UserPoolId: pool.userPoolId,
          Username: username,
          UserAttributes: [identitiesAttribute(user), ...mappedAttributes(user)],
          MessageAction: 'SUPPRESS',
        }),
      );
    } else {
      const attributes = mappedAttributes(user);
      if (attributes.length)
        await client.send(
          new AdminUpdateUserAttributesCommand({
            UserPoolId: pool.userPoolId,
            Username: username,
            UserAttributes: attributes,
          }),
        );
    }
    const password = throwawayPassword();
    await client.send(
      new AdminSetUserPasswordCommand({
        UserPoolId: pool.userPoolId,
        Username: username,
        Password: password,
        Permanent: true,
      }),
    );
    return signInWithPassword(username, password);
  }

  return {
    /** Any federated user: created on its first sign-in, its mapped attributes updated on later ones, then signed in. */
    signInFederated,

    /** A Google or Facebook user, named `google_<id>` (federatedUsername). */
    signIn(profile: ProviderProfile): Promise<IssuedTokens> {
      return signInFederated({
        username: federatedUsername(profile.provider, profile.providerUserId),
        identity: {
          userId: profile.providerUserId,
          providerName: profile.provider,
          providerType: profile.provider,
          issuer: null,
        },
        email: profile.email,
        givenName: profile.givenName,
        familyName: profile.familyName,
      });
    },

    /** The provider's identities already signed in here, newest first, for the stand-in's list. */
    async known(provider: SocialProvider): Promise<ProviderProfile[]> {
      const { Users = [] } = await client.send(new ListUsersCommand({ UserPoolId: pool.userPoolId, Limit: 60 }));
      const found: (ProviderProfile & { created: number })[] = [];
      for (const user of Users) {
        const identity = socialIdentityOf(value(user.Attributes, 'identities') ?? undefined);
        if (identity?.provider !== provider) continue;
        found.push({
          provider,
          providerUserId: identity.socialId,
          email: value(user.Attributes, 'email'),
          givenName: value(user.Attributes, 'given_name'),
          familyName: value(user.Attributes, 'family_name'),
          created: user.UserCreateDate?.getTime() ?? 0,
        });
      }
      return found.sort((a, b) => b.created - a.created).map(({ created: _created, ...profile }) => profile);
    },
  };
}
