/**
 * Where cognito-local answers a sign-in differently from Cognito, the pool's front (cognito-front.ts)
 * corrects the answer so the SPA meets the real service's behaviour locally. The AWS app client has
 * preventUserExistenceErrors on, so Cognito answers both a wrong password and an unknown user
 * of a sign-in with NotAuthorizedException 'Incorrect username or password.'; cognito-local sends
 * InvalidPasswordException, UserNotFoundException or NotAuthorizedException 'User not authorized'.
 * ChangePassword with a wrong current password is NotAuthorizedException in Cognito too;
 * cognito-local sends InvalidPasswordException (it does not check the new password's policy, which
 * the API checks before it calls).
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

/** The refusal Cognito would have sent instead of this cognito-local answer, or null when they agree. */
export function cognitoRefusalFor(status: number, body: string): CognitoRefusal | null {
  if (status < 400) return null;
  try {
    const answer = JSON.parse(body) as { __type?: string; code?: string; message?: string };
    const type = answer.__type ?? answer.code;
    const unknownUser = type === 'NotAuthorizedException' && answer.message === 'User not authorized';
    if ((type && CREDENTIAL_ERRORS.has(type)) || unknownUser) return { type: 'NotAuthorizedException', message: 'Incorrect username or password.' };
  } catch {
    // not JSON: pass through as it is
  }
  return null;
}
