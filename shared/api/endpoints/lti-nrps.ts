import * as z from 'zod/mini';
import {
  nrpsMembershipContainerSchema,
  nrpsMembershipParamsSchema,
  nrpsMembershipQuerySchema,
} from '../../schemas/lti-nrps';
import type { APP_INTEGRATION_PATHS } from '../app-integration-paths';
import { defineEndpoint, defineEndpoints } from '../endpoint';

/**
 * LTI Names and Role Provisioning Services 2.0 (shared/schemas/lti-nrps.ts): a tool launched from
 * a class reads the class's members here, at the address its launch's namesroleservice claim
 * gave, with an access token from the portal's token endpoint (oneroster-auth requestToken, by a
 * signed JWT client assertion). Called by tools' servers, never by the SPA.
 */
export const ltiNrpsEndpoints = defineEndpoints('lti-nrps', {
  getContextMemberships: defineEndpoint({
    method: 'GET',
    path: '/api/lti/contexts/{classId}/memberships' satisfies typeof APP_INTEGRATION_PATHS.ltiContextMemberships,
    summary:
      "A class's members (NRPS 2.0 membership container, application/vnd.ims.lti-nrps.v2.membershipcontainer+json): user_id as the launch's sub, LIS roles, status, names and e-mail as the sharing rules allow; limit, role (a LIS role or a context role's short name) and Link rel=\"next\" paging. Bearer token with the contextmembership.readonly scope (401, 403); 404 for a class the tool may not read.",
    params: nrpsMembershipParamsSchema,
    query: nrpsMembershipQuerySchema,
    response: z.union([nrpsMembershipContainerSchema, z.object({ error: z.string(), error_description: z.string() })]),
  }),
});
