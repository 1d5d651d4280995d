import { ltiEndpoints } from '../../../shared/api/endpoints/lti';
import { PUBLIC, staffWith } from '../../http/access';
import { defineRoutes } from '../../http/route';

/**
 * The portal as an LTI 1.3 platform (shared/schemas/lti.ts): the launch's addresses are public,
 * because tools and the browser reach them without the API's token; who is signed in is proven by
 * the launch tickets only the signed-in SPA gets (appLaunchEndpoints.createLaunchTicket). A tool's
 * settings are staff's with app.integration.manage.
 */
export const ltiRoutes = defineRoutes(ltiEndpoints, {
  getLtiJwks: { access: PUBLIC, uses: { ltiKeys: true } },
  startLtiLogin: { access: PUBLIC, uses: { launchTickets: true, siteUrl: 'links' } },
  authorizeLti: { access: PUBLIC, uses: { table: 'read', launchTickets: true } },
  authorizeLtiPost: { access: PUBLIC, uses: { table: 'read', launchTickets: true } },
  launchLtiTool: { access: PUBLIC, uses: { table: 'readwrite', launchTickets: true, ltiKeys: true } },
  // The console's app page (staff-console: Apps): the platform's addresses name the site.
  getLtiTool: { access: staffWith('app.integration.manage'), uses: { table: 'read', siteUrl: 'links' } },
  putLtiTool: { access: staffWith('app.integration.manage'), uses: { table: 'readwrite', siteUrl: 'links' } },
});
