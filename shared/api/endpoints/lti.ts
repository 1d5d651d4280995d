import * as z from 'zod/mini';
import { formFields, launchFormSchema } from '../../schemas/app-launch';
import { serviceIdParamsSchema } from '../../schemas/service';
import {
  ltiAuthRequestFieldsSchema,
  ltiJwksResponseSchema,
  ltiToolBodySchema,
  ltiToolResponseSchema,
} from '../../schemas/lti';
import type { APP_INTEGRATION_PATHS } from '../app-integration-paths';
import { defineEndpoint, defineEndpoints } from '../endpoint';

const FORM = 'application/x-www-form-urlencoded';
const page = z.string();

/** Form bodies read into the authentication request's fields; an empty body too. */
const ltiAuthRequestFormSchema = z.union([
  z.pipe(z.pipe(z.string(), z.transform(formFields)), ltiAuthRequestFieldsSchema),
  ltiAuthRequestFieldsSchema,
]);

/**
 * The portal as an LTI 1.3 platform (shared/schemas/lti.ts): its public keys, the login
 * initiation it sends the browser to a tool with, its authorization endpoint, and the page that
 * posts the id_token to the tool. Opening an LTI app starts with the launch ticket of any app
 * (appLaunchEndpoints.createLaunchTicket), which names startLtiLogin as where it is posted.
 */
export const ltiEndpoints = defineEndpoints('lti', {
  getLtiJwks: defineEndpoint({
    method: 'GET',
    path: '/api/lti/jwks.json' satisfies typeof APP_INTEGRATION_PATHS.ltiJwks,
    summary:
      "The platform's public keys (a JWK Set): tools verify the portal's id_tokens with the key its `kid` names. During a rotation both keys are published.",
    response: ltiJwksResponseSchema,
  }),
  startLtiLogin: defineEndpoint({
    method: 'POST',
    path: '/api/lti/login' satisfies typeof APP_INTEGRATION_PATHS.ltiLogin,
    summary:
      "Third-party initiated login (LTI Core §4.1): a launch ticket posted by the SPA becomes a page that posts iss, login_hint, target_link_uri, lti_message_hint, client_id and lti_deployment_id to the tool's login initiation URL. An expired ticket leads to the sign-on error page.",
    body: launchFormSchema,
    contentType: FORM,
    response: page,
    navigation: true,
  }),
  authorizeLti: defineEndpoint({
    method: 'GET',
    path: '/api/lti/authorize' satisfies typeof APP_INTEGRATION_PATHS.ltiAuthorize,
    summary:
      "The platform's OIDC authorization endpoint (Security Framework §5.1.1.2): the tool's authentication request, checked (client, registered redirect URI, scope openid, id_token, form_post, prompt none, nonce, the hints), then 303 to the SPA's Open page, where the signed-in person is matched to the hint. An unknown client or redirect URI leads to the sign-on error page; any other fault is posted back to the redirect URI as OIDC says.",
    query: ltiAuthRequestFieldsSchema,
    response: page,
    navigation: true,
  }),
  authorizeLtiPost: defineEndpoint({
    method: 'POST',
    path: '/api/lti/authorize' satisfies typeof APP_INTEGRATION_PATHS.ltiAuthorize,
    summary: "The tool's authentication request by form post: as the GET.",
    body: ltiAuthRequestFormSchema,
    contentType: FORM,
    response: page,
    navigation: true,
  }),
  launchLtiTool: defineEndpoint({
    method: 'POST',
    path: '/api/lti/launch' satisfies typeof APP_INTEGRATION_PATHS.ltiLaunch,
    summary:
      "Redeems an LTI launch ticket (form post): a page that posts the signed id_token (RS256, the platform key's kid) and the tool's state to its redirect URI, and records the launch (lastAccess, usage, data sharing). A reused nonce is posted back as invalid_request, a person disabled or blocked since as access_denied. A refusal the ticket route sealed (login_required, access_denied, unauthorized_client), or the tool's authentication request posted by the Open page when nobody is signed in (login_required), is posted back to the redirect URI with the state; nothing is launched or recorded. A used or expired ticket leads to the sign-on error page.",
    body: launchFormSchema,
    contentType: FORM,
    response: page,
    navigation: true,
  }),
  getLtiTool: defineEndpoint({
    method: 'GET',
    path: '/api/admin/services/{serviceId}/lti',
    summary:
      "An app's LTI 1.3 tool settings (null when it is not a tool) and the platform's issuer, authorization endpoint, token endpoint and JWKS URL to paste into the tool. Staff with app.integration.manage.",
    params: serviceIdParamsSchema,
    response: ltiToolResponseSchema,
  }),
  putLtiTool: defineEndpoint({
    method: 'PUT',
    path: '/api/admin/services/{serviceId}/lti',
    summary:
      "Registers (or edits) an app as an LTI 1.3 tool: login initiation URL, redirect URIs, public keys (JWKS URL or a pasted key), custom parameters, attributes, the installing schools and whether the whole library has it. The portal issues the client_id and deployment ids, kept across edits. 422 with the field's message; 404 for an unknown app.",
    params: serviceIdParamsSchema,
    body: ltiToolBodySchema,
    response: ltiToolResponseSchema,
  }),
});
