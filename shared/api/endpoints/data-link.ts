import * as z from 'zod/mini';
import {
  dataLinkResponseSchema,
  dataSourceOrgsResponseSchema,
  dataSourceSearchParamsSchema,
  dataSourceSearchQuerySchema,
  linkToSourceSchema,
  requestDataAccessSchema,
  syncResponseSchema,
} from '../../schemas/data-link';
import { schoolIdParamsSchema } from '../../schemas/schools';
import { defineEndpoint, defineEndpoints } from '../endpoint';

/** The school page's Data Link section (staff-console §2, §4, §7), school.manage for the school. */
export const dataLinkEndpoints = defineEndpoints('data-link', {
  getSchoolDataLink: defineEndpoint({
    method: 'GET',
    path: '/api/admin/schools/{schoolId}/data-link',
    summary:
      'The school’s link to a data source (state linked, pending, approved or ready; a pending request the source has since granted reads approved) and the data sources it could be linked to.',
    params: schoolIdParamsSchema,
    response: dataLinkResponseSchema,
  }),
  searchDataSourceOrgs: defineEndpoint({
    method: 'GET',
    path: '/api/admin/schools/{schoolId}/data-sources/{dataSourceId}/orgs',
    summary:
      "The linker's search: the data source's schools of the postcode ('Postcode is required'), narrowed by name words ('Name must be at least 5 chars').",
    params: dataSourceSearchParamsSchema,
    query: dataSourceSearchQuerySchema,
    response: dataSourceOrgsResponseSchema,
  }),
  linkSchoolToSource: defineEndpoint({
    method: 'POST',
    path: '/api/admin/schools/{schoolId}/link-to',
    summary:
      'Link to {source}: the school is linked to the source’s school (state linked). 409 when the school is linked already or another school holds that source school.',
    params: schoolIdParamsSchema,
    body: linkToSourceSchema,
    response: dataLinkResponseSchema,
  }),
  requestDataAccess: defineEndpoint({
    method: 'POST',
    path: '/api/admin/schools/{schoolId}/request-data-access',
    summary:
      'Request access to the school’s data with a contact (first and last name and e-mail required; phone, notes): pending until the source grants it, approved at once when it has.',
    params: schoolIdParamsSchema,
    body: requestDataAccessSchema,
    response: dataLinkResponseSchema,
  }),
  unlinkSchool: defineEndpoint({
    method: 'POST',
    path: '/api/admin/schools/{schoolId}/unlink',
    summary: 'Unlink: the link goes (the accounts a sync brought stay). 409 while a sync runs.',
    params: schoolIdParamsSchema,
    response: dataLinkResponseSchema,
  }),
  exportSyncReport: defineEndpoint({
    method: 'GET',
    path: '/api/admin/schools/{schoolId}/data-link/report',
    summary:
      "The last sync's report as CSV: every row of the source added, changed (and what), unchanged, removed, skipped or not readable, with the reason; cells safe against formula injection. 404 before a sync has finished.",
    params: schoolIdParamsSchema,
    response: z.string(),
    produces: 'text/csv',
  }),
  syncSchoolData: defineEndpoint({
    method: 'POST',
    path: '/api/admin/schools/{schoolId}/sync',
    summary:
      'Sync data (approved or ready): a job reads the roster and applies it through the SMART Tool’s engine (teachers, then students with their classes); its lines of progress are read from GET /api/jobs/{jobId}. 409 before access is granted or while a sync or import runs.',
    params: schoolIdParamsSchema,
    response: syncResponseSchema,
    successStatus: 202,
  }),
});
