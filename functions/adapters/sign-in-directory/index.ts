import { cognitoSignInDirectory } from './cognito';
import type { SignInDirectory } from './port';

/**
 * The sign-in directory: the Cognito user pool in AWS and in the twin alike (the twin runs
 * cognito-local behind the same endpoint setting, so there is no second adapter to pick).
 */
export function signInDirectory(): SignInDirectory {
  return cognitoSignInDirectory;
}
