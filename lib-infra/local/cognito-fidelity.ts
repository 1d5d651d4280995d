/**
 * Where cognito-local answers a sign-in differently from Cognito, the pool's front (cognito-front.ts)
 * corrects the answer so the SPA meets the real service's behaviour locally. The AWS app client has
 * preventUserExistenceErrors on, so Cognito answers both a wrong password and an unknown user
 * of a sign-in with NotAuthorizedException 'Incorrect username or password.'; cognito-local sends
 * InvalidPasswordException, UserNotFoundException or NotAuthorizedException 'User not authorized'.
 * ChangePassword with a wrong current password is NotAuthorizedException in Cognito too;
 * cognito-local sends InvalidPasswordException (it does not check the new password's policy, which
 * the API checks before it calls). A wrong one-time code is CodeMismatchException 'Invalid code or
 * auth state for the user.' in Cognito; cognito-local says 'Incorrect confirmation code'.
 */
const SIGN_IN_TARGETS = new Set([
  'AWSCognitoIdentityProviderService.InitiateAuth',
  'AWSCognitoIdentityProviderService.RespondToAuthChallenge',
  'AWSCognitoIdentityProviderService.ChangePassword',
]);
const CREDENTIAL_ERRORS = new Set(['InvalidPasswordException', 'UserNotFoundException']);

export function needsCognitoCorrection(target: string | undefined): boolean {
  return target !== undefined && SIGN_IN_TARGETS.has(target);
}

export interface CognitoRefusal {
  type: string;
  message: string;
}

/** Cognito's answer to a one-time code it does not accept at sign-in (wrong, or used already). */
export const WRONG_ONE_TIME_CODE: CognitoRefusal = {
  type: 'CodeMismatchException',
  message: 'Invalid code or auth state for the user.',
};

/** The refusal Cognito would have sent instead of this cognito-local answer, or null when they agree. */
export function cognitoRefusalFor(status: number, body: string): CognitoRefusal | null {
  if (status < 400) return null;
  try {
    const answer = JSON.parse(body) as { __type?: string; code?: string; message?: string };
    const type = answer.__type ?? answer.code;
    const unknownUser = type === 'NotAuthorizedException' && answer.message === 'User not authorized';
    if ((type && CREDENTIAL_ERRORS.has(type)) || unknownUser)
      return { type: 'NotAuthorizedException', message: 'Incorrect username or password.' };
    if (type === 'CodeMismatchException') return WRONG_ONE_TIME_CODE;
  } catch {
    // not JSON: pass through as it is
  }
  return null;
}
