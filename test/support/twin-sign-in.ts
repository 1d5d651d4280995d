import { DEMO_PASSWORD } from '../../bin/seed/demo-accounts';

/** An account's ID token (a demo account's by default password) from the twin's user pool (USER_PASSWORD_AUTH through its Cognito front). */
export async function twinIdToken(
  url: string,
  clientId: string,
  username: string,
  password: string = DEMO_PASSWORD,
): Promise<string> {
  const answer = await fetch(`${url}/cognito/`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
    },
    body: JSON.stringify({
      ClientId: clientId,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: username, PASSWORD: password },
    }),
  });
  const token = ((await answer.json()) as { AuthenticationResult?: { IdToken?: string } }).AuthenticationResult
    ?.IdToken;
  if (!token) throw new Error(`The demo account ${username} could not sign in`);
  return token;
}
