import { randomInt } from 'node:crypto';
import { cognitoCall, portal } from './portal-client';

/** A first name no other test uses (letters only, so it is its own username base). */
export function uniqueFirstName(): string {
  const letters = 'abcdefghjkmnpqrstuvwxyz';
  let name = 'Q';
  for (let position = 0; position < 9; position += 1) name += letters[randomInt(letters.length)];
  return name;
}

/** Signs in through the pool's front as the SPA does; the status, the tokens' user and the ID token. */
export async function signInAs(username: string, password: string) {
  const answer = await cognitoCall('InitiateAuth', {
    AuthFlow: 'USER_PASSWORD_AUTH',
    ClientId: portal().userPoolClientId,
    AuthParameters: { USERNAME: username, PASSWORD: password },
  });
  const idToken = (answer.body['AuthenticationResult'] as { IdToken?: string } | undefined)?.IdToken ?? null;
  const sub = idToken
    ? (JSON.parse(Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString('utf8')) as { sub: string }).sub
    : null;
  return { status: answer.status, sub, idToken };
}
