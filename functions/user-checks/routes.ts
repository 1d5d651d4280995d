import { userChecksEndpoints } from '../../shared/api/endpoints/user-checks';
import { staffWith } from '../platform/access';
import { defineRoutes } from '../platform/route';

/** The Users tab, each tool with its permission (staff-console §6). */
export const userChecksRoutes = defineRoutes(userChecksEndpoints, {
  checkPasswordReset: { handler: 'user-checks/check-password-reset', access: staffWith('users.manage'), uses: { table: 'read' } },
  previewInactiveStudents: { handler: 'user-checks/preview-inactive-students', access: staffWith('users.manage.delete.inactive-students'), uses: { table: 'read' } },
  deleteInactiveStudents: {
    handler: 'user-checks/delete-inactive-students',
    access: staffWith('users.manage.delete.inactive-students'),
    uses: { table: 'readwrite', jobs: ['inactive-students'] },
  },
});
