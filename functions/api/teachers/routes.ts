import { teachersEndpoints } from '../../../shared/api/endpoints/teachers';
import { CLASS_MESSAGES } from '../../../shared/schemas/classes';
import { TEACHER_MESSAGES } from '../../../shared/schemas/teachers';
import { classWork } from '../../http/access';
import { defineRoutes } from '../../http/route';

/** The school's administrators (school admins, district administrators, school.manage staff); which school is the domain's (403 a teacher who is not its administrator, 404 another school). */
const ADMINISTRATORS = classWork(CLASS_MESSAGES.noSchool, {
  administrators: true,
  notAdministrator: TEACHER_MESSAGES.onlyAdministrators,
});

const CREATES_TEACHERS = [
  'cognito-idp:AdminCreateUser',
  'cognito-idp:AdminSetUserPassword',
  'cognito-idp:AdminDeleteUser',
] as const;

/** Teachers of a school (school-and-family §2 Manage Teachers, Import Teachers). */
export const teachersRoutes = defineRoutes(teachersEndpoints, {
  listSchoolTeachers: { access: ADMINISTRATORS, uses: { table: 'read' } },
  // AdminDeleteUser: a failed creation removes the identity it made (functions/domain/core/accounts/accounts.ts).
  addTeacher: { access: ADMINISTRATORS, uses: { table: 'readwrite', userPool: CREATES_TEACHERS, ses: 'send' } },
  addExistingTeacher: { access: ADMINISTRATORS, uses: { table: 'readwrite' } },
  changeSchoolAdminStatus: { access: ADMINISTRATORS, uses: { table: 'readwrite' } },
  resetTeacherPassword: {
    access: ADMINISTRATORS,
    uses: { table: 'readwrite', userPool: ['cognito-idp:AdminSetUserPassword'], ses: 'send' },
  },
  deleteTeacher: {
    access: ADMINISTRATORS,
    uses: { table: 'readwrite', userPool: ['cognito-idp:AdminDeleteUser', 'cognito-idp:AdminUserGlobalSignOut'] },
  },
  // The accounts are made by a job (functions/domain/teachers/teacher-import.ts): the route reads the file and starts it.
  importTeachers: { access: ADMINISTRATORS, uses: { table: 'readwrite', jobs: ['teachers-import'] } },
});
