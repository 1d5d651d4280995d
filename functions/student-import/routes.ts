import { studentImportEndpoints } from '../../shared/api/endpoints/student-import';
import { CLASS_MESSAGES } from '../../shared/schemas/class-group';
import { STUDENT_IMPORT_MESSAGES } from '../../shared/schemas/student-import';
import { classWork } from '../platform/access';
import { defineRoutes } from '../platform/route';

/** The school's administrators only: other teachers 403 (the rule), another school 404 (the domain). */
const ADMINISTRATORS = classWork(CLASS_MESSAGES.noSchool, { administrators: true, notAdministrator: STUDENT_IMPORT_MESSAGES.notAdministrator });

/** The SMART Tool (school-and-family §2, §7) and its import history with undo (issue 11). */
export const studentImportRoutes = defineRoutes(studentImportEndpoints, {
  prepareImport: { handler: 'student-import/prepare-import', access: ADMINISTRATORS, uses: { table: 'read' } },
  applyImport: { handler: 'student-import/apply-import', access: ADMINISTRATORS, uses: { table: 'readwrite', jobs: ['import-apply'] } },
  listImports: { handler: 'student-import/list-imports', access: ADMINISTRATORS, uses: { table: 'read' } },
  checkUndo: { handler: 'student-import/check-undo', access: ADMINISTRATORS, uses: { table: 'read' } },
  undoImport: { handler: 'student-import/undo-import', access: ADMINISTRATORS, uses: { table: 'readwrite', jobs: ['import-undo'] } },
});
