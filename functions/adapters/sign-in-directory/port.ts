import type { SocialProvider } from '../../../shared/rules/federated-sign-in';

/**
 * Where credentials live (Cognito in AWS and in the local twin, which runs cognito-local behind
 * the same API). Profiles, roles and relations stay in DynamoDB, keyed by the id returned here.
 */
export interface SignInDirectory {
  /** Creates a confirmed user with a permanent password; returns the stable user id (the `sub`). */
  createUser(input: { username: string; email: string | null; password: string }): Promise<{ userId: string }>;
  /**
   * Sets a new permanent password (AdminSetUserPassword). A password the directory's policy
   * refuses throws DirectoryPasswordRejectedError. Existing sessions are not ended by this.
   */
  setPassword(username: string, password: string): Promise<void>;
  /**
   * What Google or Facebook returned for a federated user (its `identities` and mapped
   * attributes), or null for an unknown user or one without a social identity.
   */
  federatedIdentity(username: string): Promise<FederatedUserIdentity | null>;
  /** Deletes the sign-in identity; an unknown username is already done. */
  deleteUser(username: string): Promise<void>;
  /** Revokes every refresh token of the user (AdminUserGlobalSignOut): no new tokens are issued from them. */
  signOutEverywhere(username: string): Promise<void>;
  /** Refuses the user's sign-ins until enabled again; a disabled or unknown user is already done. */
  disableUser(username: string): Promise<void>;
  enableUser(username: string): Promise<void>;

  // The calls below act with the user's own access token, as Cognito requires; the API has
  // checked that the token names the caller (functions/domain/own-account.ts).

  /** Cognito checks the current password. Throws DirectoryWrongPasswordError, DirectoryPasswordRejectedError, DirectorySessionEndedError. */
  changePassword(input: { accessToken: string; currentPassword: string; newPassword: string }): Promise<void>;
  /** A new TOTP secret for the user (not yet in use until verified and preferred). */
  associateSoftwareToken(accessToken: string): Promise<string>;
  /** Checks a code of the associated secret; throws DirectoryCodeRejectedError when it does not match. */
  verifySoftwareToken(accessToken: string, code: string): Promise<void>;
  /** Turns TOTP at sign-in on (and preferred) or off. */
  setSoftwareTokenMfa(accessToken: string, enabled: boolean): Promise<void>;
}

export interface FederatedUserIdentity {
  provider: SocialProvider;
  socialId: string;
  email: string | null;
  givenName: string | null;
  familyName: string | null;
}

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
