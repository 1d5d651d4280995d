import { dataLinkEndpoints } from '../../shared/api/endpoints/data-link';
import { staffWith } from '../platform/access';
import { defineRoutes } from '../platform/route';

const manages = staffWith('school.manage', { contextParam: 'schoolId' });

/** The Data Link section: school.manage for the school (staff-console §2, §6); the sync runs in its own worker. */
export const dataLinkRoutes = defineRoutes(dataLinkEndpoints, {
  getSchoolDataLink: { handler: 'data-link/get-school-data-link', access: manages, uses: { table: 'readwrite', rosters: 'read' } },
  searchDataSourceOrgs: { handler: 'data-link/search-data-source-orgs', access: manages, uses: { table: 'read', rosters: 'read' } },
  linkSchoolToSource: { handler: 'data-link/link-school-to-source', access: manages, uses: { table: 'readwrite', rosters: 'read' } },
  requestDataAccess: { handler: 'data-link/request-data-access', access: manages, uses: { table: 'readwrite', rosters: 'read' } },
  unlinkSchool: { handler: 'data-link/unlink-school', access: manages, uses: { table: 'readwrite', rosters: 'read' } },
  exportSyncReport: { handler: 'data-link/export-sync-report', access: manages, uses: { table: 'read' } },
  syncSchoolData: { handler: 'data-link/sync-school-data', access: manages, uses: { table: 'readwrite', rosters: 'read', jobs: ['data-sync'] } },
});
