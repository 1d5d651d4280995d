/**
 * Where cognito-local answers differently from Cognito, the gateway's /cognito proxy corrects the
 * answer so the SPA meets the real service's behaviour locally. The AWS app client has
 * preventUserExistenceErrors on, so Cognito answers both a wrong password and an unknown user
 * of a sign-in with NotAuthorizedException 'Incorrect username or password.'; cognito-local sends
 * InvalidPasswordException, UserNotFoundException or NotAuthorizedException 'User not authorized'.
 */
const SIGN_IN_TARGETS = new Set([
  'AWSCognitoIdentityProviderService.InitiateAuth',
  'AWSCognitoIdentityProviderService.RespondToAuthChallenge',
]);
const CREDENTIAL_ERRORS = new Set(['InvalidPasswordException', 'UserNotFoundException']);

export function needsCognitoCorrection(target: string | undefined): boolean {
  return target !== undefined && SIGN_IN_TARGETS.has(target);
}

/** The body Cognito would have sent for this cognito-local answer (unchanged when they agree). */
export function correctCognitoAnswer(status: number, body: string): string {
  if (status < 400) return body;
  try {
    const answer = JSON.parse(body) as { __type?: string; code?: string; message?: string };
    const type = answer.__type ?? answer.code;
    const unknownUser = type === 'NotAuthorizedException' && answer.message === 'User not authorized';
    if ((type && CREDENTIAL_ERRORS.has(type)) || unknownUser) {
      return JSON.stringify({ __type: 'NotAuthorizedException', message: 'Incorrect username or password.' });
    }
  } catch {
    // not JSON: pass through as it is
  }
  return body;
}
