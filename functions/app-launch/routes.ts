import { appLaunchEndpoints } from '../../shared/api/endpoints/app-launch';
import { PUBLIC, SIGNED_IN } from '../platform/access';
import { defineRoutes } from '../platform/route';

/**
 * App sign-on (visitor-and-account §2, §7): the navigation addresses are public, because the
 * browser reaches them without the API's token; who is signed in is proven by a launch ticket,
 * which only the signed-in SPA can get (createLaunchTicket).
 */
export const appLaunchRoutes = defineRoutes(appLaunchEndpoints, {
  getIdpMetadata: { handler: 'app-launch/get-idp-metadata', access: PUBLIC, uses: { appSignOn: 'metadata' } },
  startAppSignOn: { handler: 'app-launch/start-app-sign-on', access: PUBLIC, uses: {} },
  receiveSignOnRequest: { handler: 'app-launch/receive-sign-on-request', access: PUBLIC, uses: { table: 'readwrite', appSignOn: 'metadata' } },
  receiveSignOnRequestPost: { handler: 'app-launch/receive-sign-on-request-post', access: PUBLIC, uses: { table: 'readwrite', appSignOn: 'metadata' } },
  createLaunchTicket: { handler: 'app-launch/create-launch-ticket', access: SIGNED_IN, uses: { table: 'readwrite', appSignOn: 'metadata' } },
  launchApp: { handler: 'app-launch/launch-app', access: PUBLIC, uses: { table: 'readwrite', appSignOn: 'sign' } },
});
