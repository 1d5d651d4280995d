import { teachersEndpoints } from '../../shared/api/endpoints/teachers';
import { CLASS_MESSAGES } from '../../shared/schemas/class-group';
import { TEACHER_MESSAGES } from '../../shared/schemas/teacher';
import { classWork } from '../platform/access';
import { defineRoutes } from '../platform/route';

/** The school's administrators (school admins, district administrators, school.manage staff); which school is the domain's (403 a teacher who is not its administrator, 404 another school). */
const ADMINISTRATORS = classWork(CLASS_MESSAGES.noSchool, { administrators: true, notAdministrator: TEACHER_MESSAGES.onlyAdministrators });

const CREATES_TEACHERS = ['cognito-idp:AdminCreateUser', 'cognito-idp:AdminSetUserPassword', 'cognito-idp:AdminDeleteUser'] as const;

/** Teachers of a school (school-and-family §2 Manage Teachers, Import Teachers). */
export const teachersRoutes = defineRoutes(teachersEndpoints, {
  listSchoolTeachers: { handler: 'teachers/list-school-teachers', access: ADMINISTRATORS, uses: { table: 'read' } },
  // AdminDeleteUser: a failed creation removes the identity it made (functions/domain/accounts.ts).
  addTeacher: { handler: 'teachers/add-teacher', access: ADMINISTRATORS, uses: { table: 'readwrite', userPool: CREATES_TEACHERS, ses: 'send' } },
  addExistingTeacher: { handler: 'teachers/add-existing-teacher', access: ADMINISTRATORS, uses: { table: 'readwrite' } },
  changeSchoolAdminStatus: { handler: 'teachers/change-school-admin-status', access: ADMINISTRATORS, uses: { table: 'readwrite' } },
  resetTeacherPassword: {
    handler: 'teachers/reset-teacher-password',
    access: ADMINISTRATORS,
    uses: { table: 'readwrite', userPool: ['cognito-idp:AdminSetUserPassword'], ses: 'send' },
  },
  deleteTeacher: { handler: 'teachers/delete-teacher', access: ADMINISTRATORS, uses: { table: 'readwrite', userPool: ['cognito-idp:AdminDeleteUser', 'cognito-idp:AdminUserGlobalSignOut'] } },
  importTeachers: { handler: 'teachers/import-teachers', access: ADMINISTRATORS, uses: { table: 'readwrite', userPool: CREATES_TEACHERS, ses: 'send' } },
});
