import { ONEROSTER_ROSTERING_PATH } from '../../../shared/api/endpoints/oneroster';
import type { RosterReadRequest } from '../../domain/oneroster/roster/roster-service';
import type { RosterRequestInput } from '../../http/roster-handler';
import { siteUrl } from '../../platform/config';

/** The service's request from the route's: the path's parts, and the addresses references and paging links use. */
export function rosterReadRequest(input: RosterRequestInput, now: Date): RosterReadRequest {
  const site = siteUrl().replace(/\/$/, '');
  return {
    path: {
      collection: input.params['collection'] ?? '',
      ...(input.params['sourcedId'] === undefined ? {} : { sourcedId: input.params['sourcedId'] }),
      ...(input.params['related'] === undefined ? {} : { related: input.params['related'] }),
    },
    authorization: input.authorization,
    query: input.query,
    requestUrl: `${site}${input.pathAndQuery}`,
    baseUrl: `${site}${ONEROSTER_ROSTERING_PATH}`,
    now,
  };
}
