import http, { type IncomingMessage, type ServerResponse } from 'node:http';

const TARGET_PREFIX = 'AWSCognitoIdentityProviderService.';

/**
 * The user-pool actions the browser calls, the only ones /cognito passes to cognito-local. In AWS
 * the SPA calls Cognito's API itself and every admin or pool action needs IAM credentials that a
 * browser never has; cognito-local asks for none, so the proxy refuses everything else itself.
 */
export const BROWSER_COGNITO_ACTIONS: ReadonlySet<string> = new Set([
  // Amplify Auth v6: sign-in and its challenges (the TOTP code too), the user, sign-out. Amplify 6
  // refreshes tokens with GetTokensFromRefreshToken; InitiateAuth also carries REFRESH_TOKEN_AUTH.
  'InitiateAuth',
  'RespondToAuthChallenge',
  'GetTokensFromRefreshToken',
  'GetUser',
  'GlobalSignOut',
  'RevokeToken',
  // Password reset.
  'ForgotPassword',
  'ConfirmForgotPassword',
  // Not ChangePassword, AssociateSoftwareToken, VerifySoftwareToken nor SetUserMFAPreference: My
  // Account and two-factor setup go through the API (/api/me/...), which refuses student and child
  // accounts and non-teachers before it makes these calls with the user's access token.
]);

/** Whether an `X-Amz-Target` header names an action the browser may call. */
export function isBrowserCognitoCall(target: string): boolean {
  return target.startsWith(TARGET_PREFIX) && BROWSER_COGNITO_ACTIONS.has(target.slice(TARGET_PREFIX.length));
}

function answer(response: ServerResponse, status: number, body: unknown, headers: Record<string, string>) {
  response.writeHead(status, headers);
  response.end(JSON.stringify(body));
}

/**
 * Cognito's answer to a call the caller may not make: AccessDeniedException (HTTP 400), the error
 * every AWS API gives a caller without permission for an action, which an admin call from a
 * browser is. Not NotAuthorizedException: that speaks of a user's password or token, and Amplify
 * would read it as a failed sign-in.
 */
function refuse(response: ServerResponse, target: string | undefined) {
  const type = 'AccessDeniedException';
  const action = target?.replace(TARGET_PREFIX, '') ?? 'A call without X-Amz-Target';
  const message = `${action} is not a call the browser makes: the local /cognito passes only sign-in, MFA, sign-out and account calls.`;
  answer(
    response,
    400,
    { __type: type, message },
    { 'content-type': 'application/x-amz-json-1.1', 'x-amzn-errortype': type },
  );
}

/**
 * /cognito: the browser's same-origin way to cognito-local, for the calls BROWSER_COGNITO_ACTIONS
 * names (POST to the API root), passed to the user pool's front, which answers as Cognito would
 * (cognito-front.ts). Every other call,
 * and every other address of cognito-local (JWKS, health), never reaches it.
 */
export function proxyToCognito(
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
  cognitoEndpoint: string,
): void {
  const path = url.pathname.replace(/^\/cognito/, '') || '/';
  if (path !== '/' || request.method !== 'POST') {
    answer(response, 404, { message: 'Not Found' }, { 'content-type': 'application/json' });
    return;
  }
  const target = request.headers['x-amz-target'];
  if (typeof target !== 'string' || !isBrowserCognitoCall(target)) {
    refuse(response, typeof target === 'string' ? target : undefined);
    return;
  }
  const upstreamUrl = new URL('/', cognitoEndpoint);
  upstreamUrl.search = url.search;
  const upstream = http.request(
    upstreamUrl,
    { method: 'POST', headers: { ...request.headers, host: upstreamUrl.host } },
    (upstreamAnswer) => {
      response.writeHead(upstreamAnswer.statusCode ?? 502, upstreamAnswer.headers);
      upstreamAnswer.pipe(response);
    },
  );
  upstream.on('error', (error) =>
    answer(
      response,
      502,
      { message: `the local user pool is not answering: ${error.message}` },
      { 'content-type': 'application/json' },
    ),
  );
  request.pipe(upstream);
}
