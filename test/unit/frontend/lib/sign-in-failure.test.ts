import { describe, expect, it } from 'vitest';
import { ACCOUNT_REVOKED_MESSAGES } from '../../../../shared/schemas/user';
import {
  SIGN_IN_MESSAGES,
  signInFailureMessage,
  TWO_FACTOR_FAILURE_REASONS,
  twoFactorFailureMessage,
} from '../../../../frontend/src/lib/auth';

function cognitoError(name: string, message: string): Error {
  return Object.assign(new Error(message), { name });
}

describe('what the login form says when the user pool refuses a sign-in', () => {
  it.each([
    [
      'a wrong password or an unknown user',
      cognitoError('NotAuthorizedException', 'Incorrect username or password.'),
      SIGN_IN_MESSAGES.incorrect,
    ],
    [
      'a disabled account',
      cognitoError('NotAuthorizedException', 'User is disabled.'),
      ACCOUNT_REVOKED_MESSAGES.disabled,
    ],
    [
      'an unknown user without existence protection',
      cognitoError('UserNotFoundException', 'User does not exist.'),
      SIGN_IN_MESSAGES.incorrect,
    ],
    [
      'the lockout after repeated wrong passwords',
      cognitoError('NotAuthorizedException', 'Password attempts exceeded'),
      SIGN_IN_MESSAGES.locked,
    ],
    ['anything else', cognitoError('TooManyRequestsException', 'Rate exceeded'), SIGN_IN_MESSAGES.failed],
    ['something that is not an error', 'offline', SIGN_IN_MESSAGES.failed],
  ])('%s', (_case, error, message) => {
    expect(signInFailureMessage(error)).toBe(message);
  });
});

describe('what the code step says when the user pool refuses a one-time code', () => {
  it.each([
    [
      "a wrong code: the prefix of spec §8 and what to do, never the user pool's words",
      cognitoError('CodeMismatchException', 'Invalid code or auth state for the user.'),
      `Two-Factor Authentication failed. ${TWO_FACTOR_FAILURE_REASONS.wrongCode}`,
    ],
    [
      'a code used twice',
      cognitoError('ExpiredCodeException', 'Your software token has already been used once.'),
      `Two-Factor Authentication failed. ${TWO_FACTOR_FAILURE_REASONS.wrongCode}`,
    ],
    [
      'an expired sign-in: back to the password',
      cognitoError('NotAuthorizedException', 'Invalid session for the user, session is expired.'),
      `Two-Factor Authentication failed. ${TWO_FACTOR_FAILURE_REASONS.expired}`,
    ],
    [
      'a disabled account',
      cognitoError('NotAuthorizedException', 'User is disabled.'),
      ACCOUNT_REVOKED_MESSAGES.disabled,
    ],
    [
      'anything else: no raw reason',
      cognitoError('InternalErrorException', 'Something internal'),
      `Two-Factor Authentication failed. ${SIGN_IN_MESSAGES.failed}`,
    ],
    ['something that is not an error', 'offline', `Two-Factor Authentication failed. ${SIGN_IN_MESSAGES.failed}`],
  ])('%s', (_case, error, message) => {
    expect(twoFactorFailureMessage(error)).toBe(message);
  });
});
