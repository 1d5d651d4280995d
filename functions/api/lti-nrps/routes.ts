import { ltiNrpsEndpoints } from '../../../shared/api/endpoints/lti-nrps';
import { PUBLIC } from '../../http/access';
import { defineRoutes } from '../../http/route';

/**
 * LTI Names and Role Provisioning Services 2.0 (docs/using/lti.md 'Reading the class list'):
 * public to API Gateway, because tools call it with their own access token, which the service
 * checks with its scope before anything is read. It reads the table (the token, the tool, the
 * class, the school's sharing), writes the school's record of the read, names people by their
 * pairwise id and writes the paging links with the site's address.
 */
export const ltiNrpsRoutes = defineRoutes(ltiNrpsEndpoints, {
  getContextMemberships: { access: PUBLIC, uses: { table: 'readwrite', pairwiseIds: true, siteUrl: 'links' } },
});
