import { onerosterAuthEndpoints } from '../../../shared/api/endpoints/oneroster-auth';
import { PUBLIC, staffWith } from '../../http/access';
import { defineRoutes } from '../../http/route';

/** Who looks after an app's integrations (staff-console §2 Apps): its API credentials section. */
const INTEGRATIONS = staffWith('app.integration.manage');

export const onerosterAuthRoutes = defineRoutes(onerosterAuthEndpoints, {
  // Public to API Gateway: the client authenticates with its own id and secret (HTTP Basic) or, an
  // LTI tool, with a JWT signed by its key (its jti kept, its token stored); the site's address is
  // the assertion's audience.
  requestToken: { access: PUBLIC, uses: { table: 'readwrite', siteUrl: 'links' } },
  listApiCredentials: { access: INTEGRATIONS, uses: { table: 'read' } },
  issueApiCredential: { access: INTEGRATIONS, uses: { table: 'readwrite' } },
  rotateApiSecret: { access: INTEGRATIONS, uses: { table: 'readwrite' } },
  revokeApiCredential: { access: INTEGRATIONS, uses: { table: 'readwrite' } },
});
