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
  /** Deletes the sign-in identity; an unknown username is already done. */
  deleteUser(username: string): Promise<void>;
  /** Revokes every refresh token of the user (AdminUserGlobalSignOut): no new tokens are issued from them. */
  signOutEverywhere(username: string): Promise<void>;
  /** Refuses the user's sign-ins until enabled again; a disabled or unknown user is already done. */
  disableUser(username: string): Promise<void>;
  enableUser(username: string): Promise<void>;
}

export class DirectoryUsernameTakenError extends Error {
  constructor(readonly username: string) {
    super(`The sign-in directory already has ${username}`);
  }
}

export class DirectoryPasswordRejectedError extends Error {}
