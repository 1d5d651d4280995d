import { userChecksEndpoints } from '../../../shared/api/endpoints/user-checks';
import { staffWith } from '../../http/access';
import { defineRoutes } from '../../http/route';

/** The Users tab, each tool with its permission (staff-console §6). */
export const userChecksRoutes = defineRoutes(userChecksEndpoints, {
  checkPasswordReset: { access: staffWith('users.manage'), uses: { table: 'read' } },
  previewInactiveStudents: { access: staffWith('users.manage.delete.inactive-students'), uses: { table: 'read' } },
  deleteInactiveStudents: {
    access: staffWith('users.manage.delete.inactive-students'),
    uses: { table: 'readwrite', jobs: ['inactive-students'] },
  },
});
