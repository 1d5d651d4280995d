import { onerosterEndpoints } from '../../../shared/api/endpoints/oneroster';
import { PUBLIC } from '../../http/access';
import { defineRoutes } from '../../http/route';

/**
 * The OneRoster 1.2 Rostering Service (docs/using/oneroster-api.md): public to API Gateway, because
 * apps call it with their own OAuth 2.0 access token, which the service checks with its scope
 * before anything is read. It reads the table (rosters, sharing, credentials), writes the client's
 * rate window and the school's record of the read, names people by their pairwise id and writes
 * references with the site's address.
 */
const ROSTER_READ = { table: 'readwrite', pairwiseIds: true, siteUrl: 'links' } as const;

export const onerosterRoutes = defineRoutes(onerosterEndpoints, {
  listRosterCollection: { access: PUBLIC, uses: ROSTER_READ },
  getRosterRecord: { access: PUBLIC, uses: ROSTER_READ },
  listRosterRelated: { access: PUBLIC, uses: ROSTER_READ },
});
