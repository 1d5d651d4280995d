import { studentsEndpoints } from '../../../shared/api/endpoints/students';
import { CLASS_MESSAGES } from '../../../shared/schemas/classes';
import { PRIVACY_MESSAGES } from '../../../shared/schemas/privacy';
import { classWork, PUBLIC } from '../../http/access';
import { defineRoutes } from '../../http/route';

/** Teachers of a school and school.manage staff; which students they reach is the domain's (404 otherwise). */
const CLASS_WORK = classWork(CLASS_MESSAGES.noSchool);

/** Student accounts made and kept by teachers (school-and-family §2 Class page, §7). */
export const studentsRoutes = defineRoutes(studentsEndpoints, {
  createStudent: {
    access: CLASS_WORK,
    // AdminDeleteUser: a failed creation removes the identity it made (functions/domain/core/accounts/accounts.ts).
    uses: {
      table: 'readwrite',
      userPool: ['cognito-idp:AdminCreateUser', 'cognito-idp:AdminSetUserPassword', 'cognito-idp:AdminDeleteUser'],
      studentPasswords: 'write',
    },
  },
  updateStudent: {
    access: CLASS_WORK,
    uses: { table: 'readwrite', userPool: ['cognito-idp:AdminSetUserPassword'], studentPasswords: 'write' },
  },
  regenerateUsername: {
    access: CLASS_WORK,
    uses: { table: 'readwrite', userPool: ['cognito-idp:AdminUpdateUserAttributes'] },
  },
  revealPasswords: { access: CLASS_WORK, uses: { table: 'readwrite', studentPasswords: 'read' } },
  deleteStudents: {
    // School administrators only (§6): other teachers are refused by the rule.
    access: classWork(CLASS_MESSAGES.noSchool, {
      administrators: true,
      notAdministrator: CLASS_MESSAGES.onlyAdministratorsDelete,
    }),
    // The deletion is a job (functions/domain/students/delete-students.ts): the route checks, audits and starts it.
    uses: { table: 'readwrite', jobs: ['students-delete'] },
  },
  // A student's record as a ZIP job (the school's subject access request): administrators only.
  exportStudentRecord: {
    access: classWork(CLASS_MESSAGES.noSchool, {
      administrators: true,
      notAdministrator: PRIVACY_MESSAGES.onlyAdministrators,
    }),
    uses: { table: 'readwrite', jobs: ['data-export'] },
  },
  webinarLookup: { access: PUBLIC, uses: { table: 'readwrite', studentPasswords: 'read' } },
});
