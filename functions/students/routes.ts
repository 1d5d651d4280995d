import { studentsEndpoints } from '../../shared/api/endpoints/students';
import { CLASS_MESSAGES } from '../../shared/schemas/class-group';
import { classWork, PUBLIC } from '../platform/access';
import { defineRoutes } from '../platform/route';

/** Teachers of a school and school.manage staff; which students they reach is the domain's (404 otherwise). */
const CLASS_WORK = classWork(CLASS_MESSAGES.noSchool);

/** Student accounts made and kept by teachers (school-and-family §2 Class page, §7). */
export const studentsRoutes = defineRoutes(studentsEndpoints, {
  createStudent: {
    handler: 'students/create-student',
    access: CLASS_WORK,
    // AdminDeleteUser: a failed creation removes the identity it made (functions/domain/accounts.ts).
    uses: { table: 'readwrite', userPool: ['cognito-idp:AdminCreateUser', 'cognito-idp:AdminSetUserPassword', 'cognito-idp:AdminDeleteUser'], studentPasswords: 'write' },
  },
  updateStudent: { handler: 'students/update-student', access: CLASS_WORK, uses: { table: 'readwrite', userPool: ['cognito-idp:AdminSetUserPassword'], studentPasswords: 'write' } },
  regenerateUsername: {
    handler: 'students/regenerate-username',
    access: CLASS_WORK,
    uses: { table: 'readwrite', userPool: ['cognito-idp:AdminUpdateUserAttributes'] },
  },
  revealPasswords: { handler: 'students/reveal-passwords', access: CLASS_WORK, uses: { table: 'readwrite', studentPasswords: 'read' } },
  deleteStudents: {
    handler: 'students/delete-students',
    // School administrators only (§6): other teachers are refused by the rule.
    access: classWork(CLASS_MESSAGES.noSchool, { administrators: true }),
    uses: { table: 'readwrite', userPool: ['cognito-idp:AdminDeleteUser', 'cognito-idp:AdminUserGlobalSignOut'] },
  },
  webinarLookup: { handler: 'students/webinar-lookup', access: PUBLIC, uses: { table: 'readwrite', studentPasswords: 'read' } },
});
