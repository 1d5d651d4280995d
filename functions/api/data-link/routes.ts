import { dataLinkEndpoints } from '../../../shared/api/endpoints/data-link';
import { staffWith } from '../../http/access';
import { defineRoutes } from '../../http/route';

const manages = staffWith('school.manage', { contextParam: 'schoolId' });

/** The Data Link section: school.manage for the school (staff-console §2, §6); the sync runs in its own worker. */
export const dataLinkRoutes = defineRoutes(dataLinkEndpoints, {
  getSchoolDataLink: { access: manages, uses: { table: 'readwrite', rosters: 'read' } },
  searchDataSourceOrgs: { access: manages, uses: { table: 'read', rosters: 'read' } },
  linkSchoolToSource: { access: manages, uses: { table: 'readwrite', rosters: 'read' } },
  requestDataAccess: { access: manages, uses: { table: 'readwrite', rosters: 'read' } },
  unlinkSchool: { access: manages, uses: { table: 'readwrite', rosters: 'read' } },
  exportSyncReport: { access: manages, uses: { table: 'read' } },
  syncSchoolData: { access: manages, uses: { table: 'readwrite', rosters: 'read', jobs: ['data-sync'] } },
});
