import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  FEDERATED_SIGN_IN_CALLBACK_PATH,
  SAML_CUSTOM_ATTRIBUTES,
  samlProviderName,
  samlUsername,
} from '../../../shared/rules/federated-sign-in';
import type { SamlIdentity } from './verify-response';
import { SamlResponseRejectedError } from './verify-response';
import type { AuthorizationCodes } from './authorization-codes';
import type { FederatedSignIn, IssuedTokens } from './federated-users';
import { escapeHtml } from '../../../shared/rules/escape-html';
import { page, readBody, redirect, withQuery } from './hosted-pages';

/** When the sign-on fails for a reason other than the response itself (the store or the pool is unreachable). */
export const SAML_SIGN_ON_UNAVAILABLE =
  'The school sign-on could not be completed just now. Please try again in a moment.';

export interface SamlAssertionConsumerOptions {
  clientId: string;
  /** The codes the token endpoint redeems (the hosted sign-in stand-in's). */
  codes: AuthorizationCodes<IssuedTokens>;
  /**
   * Verifies a posted SAMLResponse (lib-infra/local/federation/verify-response.ts over the table); throws
   * SamlResponseRejectedError.
   */
  verify: (samlResponse: string) => Promise<SamlIdentity & { issuer: string }>;
  signIn: (user: FederatedSignIn) => Promise<IssuedTokens>;
  log?: (line: string) => void;
}

/** The refusal page, as Cognito's hosted domain shows one for a response it does not accept. */
function refusalPage(response: ServerResponse, status: number, message: string) {
  page(
    response,
    status,
    'School sign-on failed',
    `<h1>School sign-on failed</h1>\n<p role="alert">${escapeHtml(message)}</p>\n<p><a href="/auth/login">Back to login</a></p>`,
  );
}

/**
 * The twin's stand-in for Cognito's SAML assertion consumer, `POST /saml2/idpresponse` on the
 * site's origin (in AWS the Cognito domain's): a school system posts SAMLResponse and RelayState
 * (form-urlencoded). The response is verified (Issuer a known provider, signature, validity,
 * Audience, Recipient, first use); then, as Cognito finishes an IdP-initiated SAML sign-in, the
 * user `<provider name>_<NameID>` is created or updated with email, names and a SAML identity,
 * signed in, and the browser goes to the app client's callback with a single-use code (redeemable
 * without PKCE: no authorize request preceded it) and the RelayState as `state`. A refused
 * response gets a page with the verifier's reason, never a 500.
 */
export function samlAssertionConsumer(options: SamlAssertionConsumerOptions) {
  return async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    if (request.method !== 'POST') {
      response.setHeader('allow', 'POST');
      return refusalPage(
        response,
        405,
        'The assertion consumer accepts only a SAML response posted by an identity provider.',
      );
    }
    const form = new URLSearchParams(await readBody(request));
    const samlResponse = form.get('SAMLResponse') ?? '';
    const relayState = form.get('RelayState') ?? '';
    if (!samlResponse) return refusalPage(response, 400, 'No SAMLResponse was posted.');
    try {
      const identity = await options.verify(samlResponse);
      const providerName = samlProviderName(identity.providerId);
      const tokens = await options.signIn({
        username: samlUsername(providerName, identity.nameId),
        identity: { userId: identity.nameId, providerName, providerType: 'SAML', issuer: identity.issuer },
        email: identity.email,
        givenName: identity.firstName,
        familyName: identity.lastName,
        custom: {
          [SAML_CUSTOM_ATTRIBUTES.schoolRole]: identity.role,
          [SAML_CUSTOM_ATTRIBUTES.schoolKey]: identity.schoolKey,
        },
      });
      const callback = `http://${request.headers.host ?? 'localhost'}${FEDERATED_SIGN_IN_CALLBACK_PATH}`;
      const code = options.codes.issue({
        clientId: options.clientId,
        redirectUri: callback,
        idpInitiated: true,
        value: tokens,
      });
      redirect(response, withQuery(callback, { code, ...(relayState ? { state: relayState } : {}) }));
    } catch (error) {
      if (error instanceof SamlResponseRejectedError) return refusalPage(response, 400, error.message);
      options.log?.(`[saml2/idpresponse] failed: ${(error as Error).stack ?? String(error)}`);
      refusalPage(response, 503, SAML_SIGN_ON_UNAVAILABLE);
    }
  };
}
