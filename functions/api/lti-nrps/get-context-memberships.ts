import { pairwiseIdKeySource } from '../../adapters/pairwise-id-key';
import { contextMemberships } from '../../domain/lti-nrps/memberships';
import { defineOAuthHandler } from '../../http/oauth-handler';
import { siteUrl } from '../../platform/config';
import { ltiNrpsRoutes } from './routes';

export const handler = defineOAuthHandler(ltiNrpsRoutes.getContextMemberships, (input) =>
  contextMemberships(
    {
      classId: input.params['classId'] ?? '',
      query: { limit: input.query['limit'], role: input.query['role'], offset: input.query['offset'] },
      authorization: input.authorization,
      now: new Date(),
    },
    { pairwiseIdKey: pairwiseIdKeySource, siteUrl: siteUrl() },
  ),
);
