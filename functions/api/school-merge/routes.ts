import { schoolMergeEndpoints } from '../../../shared/api/endpoints/school-merge';
import { staffWith } from '../../http/access';
import { defineRoutes } from '../../http/route';

/** Merge needs school.merge (staff-console §6); the job runs in its own worker. */
export const schoolMergeRoutes = defineRoutes(schoolMergeEndpoints, {
  lookupSchoolMerge: { access: staffWith('school.merge'), uses: { table: 'read' } },
  mergeSchool: { access: staffWith('school.merge'), uses: { table: 'readwrite', jobs: ['school-merge'] } },
});
