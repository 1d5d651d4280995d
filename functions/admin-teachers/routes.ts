import { adminTeachersEndpoints } from '../../shared/api/endpoints/admin-teachers';
import { staffWith } from '../platform/access';
import { defineRoutes } from '../platform/route';

/** The school page's teacher tools, each with its permission (staff-console §6); class stats need school.manage for the school named. */
export const adminTeachersRoutes = defineRoutes(adminTeachersEndpoints, {
  moveTeacher: { handler: 'admin-teachers/move-teacher', access: staffWith('user.school.update'), uses: { table: 'readwrite' } },
  listTeacherTrialEntries: { handler: 'admin-teachers/list-teacher-trial-entries', access: staffWith('school.trial.update'), uses: { table: 'read' } },
  startTeacherTrialsForTeacher: {
    handler: 'admin-teachers/start-teacher-trials-for-teacher',
    access: staffWith('school.trial.update'),
    uses: { table: 'readwrite', teacherTrials: 'grant' },
  },
  exportClassStats: { handler: 'admin-teachers/export-class-stats', access: staffWith('school.manage', { contextParam: 'school' }), uses: { table: 'read' } },
});
