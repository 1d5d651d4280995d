import * as z from 'zod/mini';
import { defineEndpoint, defineEndpoints } from '../endpoint';

/** Where the OneRoster 1.2 Rostering Service lives (its REST binding's base path). */
export const ONEROSTER_ROSTERING_PATH = '/ims/oneroster/rostering/v1p2';

const collectionParams = z.object({ collection: z.string() });
const recordParams = z.object({ collection: z.string(), sourcedId: z.string() });
const relatedParams = z.object({ collection: z.string(), sourcedId: z.string(), related: z.string() });
/** limit, offset, sort, orderBy, fields, filter: read by the service itself, which answers a bad one in imsx. */
const rosterQuery = z.record(z.string(), z.string());
/** The binding's JSON (a collection, one record, or imsx_StatusInfo): checked against 1EdTech's schemas in the tests. */
const rosterBody = z.unknown();

/**
 * The OneRoster 1.2 Rostering Service, REST binding, read only (docs/using/oneroster-api.md
 * 'Endpoints'). Three routes serve every endpoint of the binding: a collection (`/users`), one
 * record (`/users/{sourcedId}`), a parent's related records (`/schools/{sourcedId}/classes`);
 * which collections and relations exist, and the scope each needs, is the service's table
 * (functions/domain/oneroster/roster/roster-endpoints.ts). Called by apps with an OAuth 2.0 access
 * token, never by the SPA.
 */
export const onerosterEndpoints = defineEndpoints('oneroster', {
  listRosterCollection: defineEndpoint({
    method: 'GET',
    path: '/ims/oneroster/rostering/v1p2/{collection}',
    summary:
      'A OneRoster collection (orgs, schools, academicSessions, terms, gradingPeriods, courses, classes, users, students, teachers, enrollments, demographics) of the schools the app may read: filter, sort, fields, limit and offset; X-Total-Count and Link headers.',
    params: collectionParams,
    query: rosterQuery,
    response: rosterBody,
  }),
  getRosterRecord: defineEndpoint({
    method: 'GET',
    path: '/ims/oneroster/rostering/v1p2/{collection}/{sourcedId}',
    summary: 'One OneRoster record by its sourcedId; 404 for one the app may not see.',
    params: recordParams,
    query: rosterQuery,
    response: rosterBody,
  }),
  listRosterRelated: defineEndpoint({
    method: 'GET',
    path: '/ims/oneroster/rostering/v1p2/{collection}/{sourcedId}/{related}',
    summary:
      "A record's related records (schools/{id}/classes|students|teachers|enrollments|terms|courses, classes/{id}/students|teachers, teachers|students|users/{id}/classes, terms/{id}/classes, courses/{id}/classes), with the collection's query parameters.",
    params: relatedParams,
    query: rosterQuery,
    response: rosterBody,
  }),
});
