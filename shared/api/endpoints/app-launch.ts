import * as z from 'zod/mini';
import { serviceIdParamsSchema } from '../../schemas/service';
import {
  appSignOnQuerySchema,
  launchFormSchema,
  launchTicketRequestSchema,
  launchTicketResponseSchema,
  samlRequestFieldsSchema,
  samlRequestFormSchema,
} from '../../schemas/app-launch';
import { defineEndpoint, defineEndpoints } from '../endpoint';

const FORM = 'application/x-www-form-urlencoded';
const page = z.string();

/** App sign-on: the portal as the SAML identity provider of integrated apps (visitor-and-account §2, §7). */
export const appLaunchEndpoints = defineEndpoints('app-launch', {
  getIdpMetadata: defineEndpoint({
    method: 'GET',
    path: '/api/saml2/idp/metadata',
    summary:
      "The portal's SAML identity-provider metadata (entity id, signing certificate, single sign-on addresses), for apps to register.",
    response: page,
    produces: 'application/samlmetadata+xml',
    navigation: true,
  }),
  startAppSignOn: defineEndpoint({
    method: 'GET',
    path: '/api/saml2/idp/login/{serviceId}',
    summary:
      "IdP-initiated sign-on by navigation (a link, a bookmark): 303 to the SPA's Open page, which asks the signed-in person to confirm before it posts a launch ticket. A RelayState that is not a path of the app or an address on its registered site leads to the SAML error page.",
    params: serviceIdParamsSchema,
    query: appSignOnQuerySchema,
    response: page,
    navigation: true,
  }),
  receiveSignOnRequest: defineEndpoint({
    method: 'GET',
    path: '/api/saml2/idp/sso',
    summary:
      "An app's AuthnRequest by HTTP-Redirect: checked (registered issuer and assertion consumer, signature when the app signs, not seen before, fresh), held, then 303 to the Login page with its reference as SAMLRequest and the RelayState; a refused request leads to the SAML error page.",
    query: samlRequestFieldsSchema,
    response: page,
    navigation: true,
  }),
  receiveSignOnRequestPost: defineEndpoint({
    method: 'POST',
    path: '/api/saml2/idp/sso',
    summary: "An app's AuthnRequest by HTTP-POST (signature inside the request): as the redirect binding.",
    body: samlRequestFormSchema,
    contentType: FORM,
    response: page,
    navigation: true,
  }),
  createLaunchTicket: defineEndpoint({
    method: 'POST',
    path: '/api/saml2/idp/tickets',
    summary:
      'A single-use launch ticket (one minute) for the signed-in person to open an app: IdP-initiated (service and page) or answering a held sign-in request. 403 with the reason when they have no access; refused while staff act as a user. Answering an LTI tool request (ltiRequest), a refusal is a ticket too, whose launch page posts the OIDC error back to the tool.',
    body: launchTicketRequestSchema,
    response: launchTicketResponseSchema,
    successStatus: 201,
  }),
  launchApp: defineEndpoint({
    method: 'POST',
    path: '/api/saml2/idp/launch',
    summary:
      "Redeems a launch ticket (form post): a page that posts the signed SAML Response and the RelayState to the app's registered assertion consumer, and records the launch (lastAccess, usage). A used or expired ticket leads to the SAML error page.",
    body: launchFormSchema,
    contentType: FORM,
    response: page,
    navigation: true,
  }),
});
