/**
 * Child process of platform.bench.ts: starts the local stack as `npm start` does (without the SPA,
 * the demo data that takes work prepared in the background) and prints when the portal answered,
 * when a demo account had signed in through it, and when the demo data was complete (epoch ms).
 */
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../bin/seed/demo-accounts';
import { startLocalStack } from '../../bin/local-stack';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: measure-start.ts <data dir>');
const stack = await startLocalStack({ dataDir, web: 'none', seed: true, seedInBackground: true });
const answered = await fetch(`${stack.url}/api/services`);
if (!answered.ok) throw new Error(`GET /api/services answered ${answered.status}`);
console.log(`ANSWERED_AT=${Date.now()}`);
const signIn = await fetch(`${stack.url}/cognito/`, {
  method: 'POST',
  headers: {
    'content-type': 'application/x-amz-json-1.1',
    'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
  },
  body: JSON.stringify({
    ClientId: stack.userPoolClientId,
    AuthFlow: 'USER_PASSWORD_AUTH',
    AuthParameters: { USERNAME: DEMO_ACCOUNTS.parent.username, PASSWORD: DEMO_PASSWORD },
  }),
});
const tokens = (await signIn.json()) as { AuthenticationResult?: { IdToken?: string } };
if (!tokens.AuthenticationResult?.IdToken)
  throw new Error(`The demo parent could not sign in: ${JSON.stringify(tokens)}`);
console.log(`SIGNED_IN_AT=${Date.now()}`);
await stack.demoReady;
console.log(`DEMO_READY_AT=${Date.now()}`);
await stack.stop();
