import { adminTeachersEndpoints } from '../../../shared/api/endpoints/admin-teachers';
import { staffWith } from '../../http/access';
import { defineRoutes } from '../../http/route';

/** The school page's teacher tools, each with its permission (staff-console §6); class stats need school.manage for the school named. */
export const adminTeachersRoutes = defineRoutes(adminTeachersEndpoints, {
  moveTeacher: { access: staffWith('user.school.update'), uses: { table: 'readwrite' } },
  listTeacherTrialEntries: { access: staffWith('school.trial.update'), uses: { table: 'read' } },
  startTeacherTrialsForTeacher: {
    access: staffWith('school.trial.update'),
    uses: { table: 'readwrite', teacherTrials: 'grant' },
  },
  exportClassStats: { access: staffWith('school.manage', { contextParam: 'school' }), uses: { table: 'read' } },
});
