/**
 * Where credentials live (Cognito in AWS and in the local twin, which runs cognito-local behind
 * the same API). Profiles, roles and relations stay in DynamoDB, keyed by the id returned here.
 */
export interface SignInDirectory {
  /** Creates a confirmed user with a permanent password; returns the stable user id (the `sub`). */
  createUser(input: { username: string; email: string | null; password: string }): Promise<{ userId: string }>;
  deleteUser(username: string): Promise<void>;
}

export class DirectoryUsernameTakenError extends Error {
  constructor(readonly username: string) {
    super(`The sign-in directory already has ${username}`);
  }
}

export class DirectoryPasswordRejectedError extends Error {}
