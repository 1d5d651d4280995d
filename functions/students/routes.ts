import { studentsEndpoints } from '../../shared/api/endpoints/students';
import { PUBLIC, TEACHER } from '../platform/access';
import { defineRoutes } from '../platform/route';

/** Student accounts made and kept by teachers (school-and-family §2 Class page, §7). */
export const studentsRoutes = defineRoutes(studentsEndpoints, {
  createStudent: {
    handler: 'students/create-student',
    access: TEACHER,
    uses: { table: 'readwrite', userPool: ['cognito-idp:AdminCreateUser', 'cognito-idp:AdminSetUserPassword'] },
  },
  updateStudent: { handler: 'students/update-student', access: TEACHER, uses: { table: 'readwrite', userPool: ['cognito-idp:AdminSetUserPassword'] } },
  regenerateUsername: {
    handler: 'students/regenerate-username',
    access: TEACHER,
    uses: { table: 'readwrite', userPool: ['cognito-idp:AdminUpdateUserAttributes'] },
  },
  revealPasswords: { handler: 'students/reveal-passwords', access: TEACHER, uses: { table: 'readwrite' } },
  deleteStudents: {
    handler: 'students/delete-students',
    access: TEACHER,
    uses: { table: 'readwrite', userPool: ['cognito-idp:AdminDeleteUser', 'cognito-idp:AdminUserGlobalSignOut'] },
  },
  webinarLookup: { handler: 'students/webinar-lookup', access: PUBLIC, uses: { table: 'readwrite' } },
});
