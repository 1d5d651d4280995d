import { schoolMergeEndpoints } from '../../shared/api/endpoints/school-merge';
import { staffWith } from '../platform/access';
import { defineRoutes } from '../platform/route';

/** Merge needs school.merge (staff-console §6); the job runs in its own worker. */
export const schoolMergeRoutes = defineRoutes(schoolMergeEndpoints, {
  lookupSchoolMerge: { handler: 'school-merge/lookup-school-merge', access: staffWith('school.merge'), uses: { table: 'read' } },
  mergeSchool: { handler: 'school-merge/merge-school', access: staffWith('school.merge'), uses: { table: 'readwrite', jobs: ['school-merge'] } },
});
