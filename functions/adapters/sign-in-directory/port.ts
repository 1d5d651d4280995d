import type { SocialProvider } from '../../../shared/rules/federated-sign-in';

/**
 * Where credentials live (Cognito in AWS and in the local twin, which runs cognito-local behind
 * the same API). Profiles, roles and relations stay in DynamoDB, keyed by the id returned here.
 */
export interface SignInDirectory {
  /**
   * Creates a user with a password; returns the stable user id (the `sub`). The password is
   * permanent, or with `temporary` one the user must replace at their first sign-in
   * (FORCE_CHANGE_PASSWORD: the sign-in answers the NEW_PASSWORD_REQUIRED challenge).
   */
  createUser(input: {
    username: string;
    email: string | null;
    password: string;
    temporary?: boolean;
    /** A managed account's sign-in alias (preferred_username), the username it can later be given a new one of. */
    preferredUsername?: string;
  }): Promise<{ userId: string }>;
  /**
   * Gives the user a new sign-in alias (AdminUpdateUserAttributes preferred_username): Cognito
   * usernames cannot change, so a regenerated username is the alias. `username` may be the user's
   * username or current alias.
   */
  setPreferredUsername(username: string, preferredUsername: string): Promise<void>;
  /**
   * Sets a new permanent password (AdminSetUserPassword). A password the directory's policy
   * refuses throws DirectoryPasswordRejectedError. Existing sessions are not ended by this.
   */
  setPassword(username: string, password: string): Promise<void>;
  /**
   * Sets a temporary password (AdminSetUserPassword, Permanent false): the user's next sign-in
   * with it must choose a new one (NEW_PASSWORD_REQUIRED). Throws DirectoryPasswordRejectedError as setPassword.
   */
  setTemporaryPassword(username: string, password: string): Promise<void>;
  /**
   * What Google or Facebook returned for a federated user (its `identities` and mapped
   * attributes), or null for an unknown user or one without a social identity.
   */
  federatedIdentity(username: string): Promise<FederatedUserIdentity | null>;
  /**
   * What a school system's SAML response said about a federated user (its `identities` entry of
   * type SAML and the mapped attributes, incl. custom:school_role and custom:school_key), or null
   * for an unknown user or one without a SAML identity.
   */
  samlIdentity(username: string): Promise<SamlUserIdentity | null>;
  /**
   * Links a school identity to an existing user, so that signing in through that provider signs
   * in as the user (AdminLinkProviderForUser, source attribute Cognito_Subject = the NameID). The
   * provider's own federated user `<providerName>_<nameId>` is deleted first, as Cognito links
   * only an identity that has no user of its own. Repeating a link already made is done.
   */
  linkSamlIdentity(input: { destinationUsername: string; providerName: string; nameId: string }): Promise<void>;
  /** Removes the link of a school identity (AdminDisableProviderForUser); an identity not linked is done. */
  unlinkSamlIdentity(input: { providerName: string; nameId: string }): Promise<void>;
  /** Deletes the sign-in identity; an unknown username is already done. */
  deleteUser(username: string): Promise<void>;
  /** Revokes every refresh token of the user (AdminUserGlobalSignOut): no new tokens are issued from them. */
  signOutEverywhere(username: string): Promise<void>;
  /** Refuses the user's sign-ins until enabled again; a disabled or unknown user is already done. */
  disableUser(username: string): Promise<void>;
  enableUser(username: string): Promise<void>;

  // The calls below act with the user's own access token, as Cognito requires; the API has
  // checked that the token names the caller (functions/domain/me/own-account.ts).

  /** Cognito checks the current password. Throws DirectoryWrongPasswordError, DirectoryPasswordRejectedError, DirectorySessionEndedError. */
  changePassword(input: { accessToken: string; currentPassword: string; newPassword: string }): Promise<void>;
  /** A new TOTP secret for the user (not yet in use until verified and preferred). */
  associateSoftwareToken(accessToken: string): Promise<string>;
  /** Checks a code of the associated secret; throws DirectoryCodeRejectedError when it does not match. */
  verifySoftwareToken(accessToken: string, code: string): Promise<void>;
  /** Turns TOTP at sign-in on (and preferred) or off. */
  setSoftwareTokenMfa(accessToken: string, enabled: boolean): Promise<void>;
  /**
   * Whether the sign-in session of this access token still holds: the user pool accepts the token
   * (GetUser), so it is the pool's, unexpired, and not revoked by a global sign-out (the user's,
   * an admin's, a password reset's) nor by RevokeToken of its refresh token. False for any such
   * refusal; an outage of the pool still throws.
   */
  sessionIsLive(accessToken: string): Promise<boolean>;
}

export interface FederatedUserIdentity {
  provider: SocialProvider;
  socialId: string;
  email: string | null;
  givenName: string | null;
  familyName: string | null;
}

/** A school system's answer as the user pool keeps it on the federated user. */
export interface SamlUserIdentity {
  /** The provider's name in the user pool (samlProviderName of its saml-idp id). */
  providerName: string;
  nameId: string;
  email: string | null;
  givenName: string | null;
  familyName: string | null;
  /** custom:school_role as asserted (any string; the domain checks it). */
  schoolRole: string | null;
  /** custom:school_key: the school's key from the provider's schoolField attribute. */
  schoolKey: string | null;
}

/** The identity is linked to another user already (Cognito's AliasExistsException). */
export class DirectoryIdentityLinkedElsewhereError extends Error {}

export class DirectoryWrongPasswordError extends Error {}
export class DirectoryCodeRejectedError extends Error {}
/** The access token is expired or revoked: the person must sign in again. */
export class DirectorySessionEndedError extends Error {}

export class DirectoryUsernameTakenError extends Error {
  constructor(readonly username: string) {
    super(`The sign-in directory already has ${username}`);
  }
}

export class DirectoryPasswordRejectedError extends Error {}

/** User-pool API calls a function may make (the route table's `uses`); CDK grants exactly these to the function. */
export type UserPoolAction =
  | 'cognito-idp:AdminCreateUser'
  | 'cognito-idp:AdminSetUserPassword'
  | 'cognito-idp:AdminDeleteUser'
  | 'cognito-idp:AdminGetUser'
  | 'cognito-idp:AdminUpdateUserAttributes'
  | 'cognito-idp:AdminUserGlobalSignOut'
  | 'cognito-idp:AdminDisableUser'
  | 'cognito-idp:AdminEnableUser'
  | 'cognito-idp:AdminLinkProviderForUser'
  | 'cognito-idp:AdminDisableProviderForUser';
