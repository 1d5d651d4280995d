import {
  ImportInputError,
  prepareImport,
  type ImportPrepareRequest,
  type ImportPrepareResponse,
  type SchoolRole,
} from '../../../shared/import';
import type { SessionUser } from '../../../shared/schemas/user';
import { STUDENT_IMPORT_MESSAGES } from '../../../shared/schemas/student-import';
import { DomainError, ValidationError } from '../../platform/errors';
import { loadImportAccounts } from './school-accounts';
import { administeredSchool } from '../classes/class-access';

/**
 * The largest prepared answer sent: a Lambda's response is at most 6,291,556 bytes as JSON, in which
 * the body is a string (its quotes escaped), with the headers beside it. A larger one would fail in
 * AWS as a bare 500 (and does in the twin, lib-infra/local/lambda-limits.ts), so it is refused
 * with a message that says what to do.
 */
export const MAX_PREPARED_ANSWER_BYTES = 6_000_000;

/** What the prepared answer weighs in the Lambda's response: its JSON, as a JSON string. */
function answerBytes(prepared: ImportPrepareResponse): number {
  return Buffer.byteLength(JSON.stringify(JSON.stringify(prepared)));
}

/**
 * POST /api/advanced-user-import/{schoolId}/prepare (school-and-family §7): the engine over the
 * file's rows, the school's accounts of the role and other schools' accounts found by the file's
 * NameIDs. Changes nothing. An answer over MAX_PREPARED_ANSWER_BYTES is refused (413).
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
  let prepared: ImportPrepareResponse;
  try {
    prepared = prepareImport(request.data, accounts.existing, {
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
  if (answerBytes(prepared) > MAX_PREPARED_ANSWER_BYTES)
    throw new DomainError(413, 'too-large', STUDENT_IMPORT_MESSAGES.preparedTooLarge);
  return prepared;
}
