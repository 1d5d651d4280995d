import { studentsEndpoints } from '../../shared/api/endpoints/students';
import { PUBLIC, TEACHER } from '../platform/access';
import { defineRoutes } from '../platform/route';

/** Student accounts made and kept by teachers (school-and-family §2 Class page, §7). */
export const studentsRoutes = defineRoutes(studentsEndpoints, {
  createStudent: {
    handler: 'students/create-student',
    access: TEACHER,
    // AdminDeleteUser: a failed creation removes the identity it made (functions/domain/accounts.ts).
    uses: { table: 'readwrite', userPool: ['cognito-idp:AdminCreateUser', 'cognito-idp:AdminSetUserPassword', 'cognito-idp:AdminDeleteUser'], studentPasswords: 'write' },
  },
  updateStudent: { handler: 'students/update-student', access: TEACHER, uses: { table: 'readwrite', userPool: ['cognito-idp:AdminSetUserPassword'], studentPasswords: 'write' } },
  regenerateUsername: {
    handler: 'students/regenerate-username',
    access: TEACHER,
    uses: { table: 'readwrite', userPool: ['cognito-idp:AdminUpdateUserAttributes'] },
  },
  revealPasswords: { handler: 'students/reveal-passwords', access: TEACHER, uses: { table: 'readwrite', studentPasswords: 'read' } },
  deleteStudents: {
    handler: 'students/delete-students',
    access: TEACHER,
    uses: { table: 'readwrite', userPool: ['cognito-idp:AdminDeleteUser', 'cognito-idp:AdminUserGlobalSignOut'] },
  },
  webinarLookup: { handler: 'students/webinar-lookup', access: PUBLIC, uses: { table: 'readwrite', studentPasswords: 'read' } },
});
