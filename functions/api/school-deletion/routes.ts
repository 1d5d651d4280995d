import { schoolDeletionEndpoints } from '../../../shared/api/endpoints/school-deletion';
import { staffWith } from '../../http/access';
import { defineRoutes } from '../../http/route';

/** Delete School needs school.delete (staff-console §6: the Senior Tele preset and above). */
export const schoolDeletionRoutes = defineRoutes(schoolDeletionEndpoints, {
  deleteSchool: { access: staffWith('school.delete'), uses: { table: 'readwrite' } },
});
