import {
  ImportInputError,
  prepareImport,
  type ImportPrepareRequest,
  type ImportPrepareResponse,
  type SchoolRole,
} from '../../../shared/import';
import type { SessionUser } from '../../../shared/schemas/user';
import { STUDENT_IMPORT_MESSAGES } from '../../../shared/schemas/student-import';
import { ValidationError } from '../../platform/errors';
import { loadImportAccounts } from './school-accounts';
import { administeredSchool } from '../classes/class-access';

/**
 * POST /api/advanced-user-import/{schoolId}/prepare (school-and-family §7): the engine over the
 * file's rows, the school's accounts of the role and other schools' accounts found by the file's
 * NameIDs. Changes nothing.
 */
export async function prepareSchoolImport(
  user: SessionUser,
  schoolId: string,
  role: SchoolRole,
  request: ImportPrepareRequest,
): Promise<ImportPrepareResponse> {
  const school = await administeredSchool(user, schoolId, STUDENT_IMPORT_MESSAGES.notAdministrator);
  const accounts = await loadImportAccounts(
    school,
    role,
    request.data.map((row) => row.nameId ?? ''),
  );
  try {
    return prepareImport(request.data, accounts.existing, {
      schoolId: school.id,
      schoolRole: role,
      schools: [{ id: school.id, name: school.name, samlSchoolValue: null }],
      ...(request.hasClassColumn !== undefined ? { hasClassColumn: request.hasClassColumn } : {}),
      unusedColumns: request.unusedColumns ?? [],
    });
  } catch (error) {
    if (error instanceof ImportInputError)
      throw new ValidationError([
        { status: '422', code: 'validation', detail: error.message, source: { pointer: '/data' } },
      ]);
    throw error;
  }
}
