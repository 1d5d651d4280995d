import { studentImportEndpoints } from '../../../shared/api/endpoints/student-import';
import { CLASS_MESSAGES } from '../../../shared/schemas/classes';
import { STUDENT_IMPORT_MESSAGES } from '../../../shared/schemas/student-import';
import { classWork } from '../../http/access';
import { defineRoutes } from '../../http/route';

/** The school's administrators only: other teachers 403 (the rule), another school 404 (the domain). */
const ADMINISTRATORS = classWork(CLASS_MESSAGES.noSchool, {
  administrators: true,
  notAdministrator: STUDENT_IMPORT_MESSAGES.notAdministrator,
});

/**
 * The SMART Tool (school-and-family §2, §7) and its import history with undo (beyond the spec:
 * functions/domain/student-import/undo.ts).
 */
export const studentImportRoutes = defineRoutes(studentImportEndpoints, {
  prepareImport: { access: ADMINISTRATORS, uses: { table: 'read' } },
  applyImport: { access: ADMINISTRATORS, uses: { table: 'readwrite', jobs: ['import-apply'] } },
  listImports: { access: ADMINISTRATORS, uses: { table: 'read' } },
  checkUndo: { access: ADMINISTRATORS, uses: { table: 'read' } },
  undoImport: { access: ADMINISTRATORS, uses: { table: 'readwrite', jobs: ['import-undo'] } },
});
