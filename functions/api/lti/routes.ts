import { ltiEndpoints } from '../../../shared/api/endpoints/lti';
import { PUBLIC } from '../../http/access';
import { defineRoutes } from '../../http/route';

/**
 * The portal as an LTI 1.3 platform (shared/schemas/lti.ts): every address is public, because
 * tools and the browser reach them without the API's token; who is signed in is proven by the
 * launch tickets only the signed-in SPA gets (appLaunchEndpoints.createLaunchTicket).
 */
export const ltiRoutes = defineRoutes(ltiEndpoints, {
  getLtiJwks: { access: PUBLIC, uses: { ltiKeys: true } },
  startLtiLogin: { access: PUBLIC, uses: { launchTickets: true, siteUrl: 'links' } },
  authorizeLti: { access: PUBLIC, uses: { table: 'read', launchTickets: true } },
  authorizeLtiPost: { access: PUBLIC, uses: { table: 'read', launchTickets: true } },
  launchLtiTool: { access: PUBLIC, uses: { table: 'readwrite', launchTickets: true, ltiKeys: true } },
});
