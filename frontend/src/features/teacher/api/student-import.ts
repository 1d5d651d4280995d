import { queryOptions } from '@tanstack/react-query';
import { studentImportEndpoints } from '../../../../../shared/api/endpoints/student-import';
import type { ImportPrepareRequest, SchoolRole } from '../../../../../shared/import';
import type { ApplyImportRequest } from '../../../../../shared/schemas/student-import';
import { apiRequest } from '../../../lib/api-client';
import { startWaiting } from '../../../lib/reconnecting';
import { withRetries } from '../../../lib/retry-policy';

/** Spec §9: prepare is tried 3 more times after a failure with no answer or a 5xx; apply never. */
const PREPARE_RETRIES = { retries: 3, delayMs: 2000 };
export const importKeys = {
  pastImports: (schoolId: string) => ['me', 'teacher', 'student-import', schoolId, 'imports'] as const,
};

export function prepareImport(schoolId: string, schoolRole: SchoolRole, body: ImportPrepareRequest, signal?: AbortSignal) {
  return withRetries(
    () => apiRequest(studentImportEndpoints.prepareImport, { params: { schoolId }, query: { 'school-role': schoolRole }, body, signal, retry: false }),
    { policy: PREPARE_RETRIES, signal, onWaiting: () => startWaiting() },
  );
}

export function applyImport(schoolId: string, schoolRole: SchoolRole, body: ApplyImportRequest) {
  return apiRequest(studentImportEndpoints.applyImport, { params: { schoolId }, query: { 'school-role': schoolRole }, body, retry: false });
}

export const pastImportsQuery = (schoolId: string) =>
  queryOptions({
    queryKey: importKeys.pastImports(schoolId),
    queryFn: ({ signal }) => apiRequest(studentImportEndpoints.listImports, { params: { schoolId }, signal }),
  });

export function checkUndo(schoolId: string, importId: string) {
  return apiRequest(studentImportEndpoints.checkUndo, { params: { schoolId, importId } });
}

export function undoImport(schoolId: string, importId: string, confirmConflicts: boolean) {
  return apiRequest(studentImportEndpoints.undoImport, { params: { schoolId, importId }, body: { confirmConflicts }, retry: false });
}
