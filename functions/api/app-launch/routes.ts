import { appLaunchEndpoints } from '../../../shared/api/endpoints/app-launch';
import { PUBLIC, SIGNED_IN } from '../../http/access';
import { defineRoutes } from '../../http/route';

/**
 * App sign-on (visitor-and-account §2, §7): the navigation addresses are public, because the
 * browser reaches them without the API's token; who is signed in is proven by a launch ticket,
 * which only the signed-in SPA can get (createLaunchTicket).
 */
export const appLaunchRoutes = defineRoutes(appLaunchEndpoints, {
  getIdpMetadata: { access: PUBLIC, uses: { appSignOn: 'metadata' } },
  // Reads the app's registration to check the page a link names (its RelayState).
  startAppSignOn: { access: PUBLIC, uses: { table: 'read' } },
  receiveSignOnRequest: { access: PUBLIC, uses: { table: 'readwrite', appSignOn: 'metadata' } },
  receiveSignOnRequestPost: { access: PUBLIC, uses: { table: 'readwrite', appSignOn: 'metadata' } },
  createLaunchTicket: {
    access: SIGNED_IN,
    uses: { table: 'readwrite', appSignOn: 'metadata', launchTickets: true, pairwiseIds: true },
  },
  launchApp: { access: PUBLIC, uses: { table: 'readwrite', appSignOn: 'sign', launchTickets: true } },
});
