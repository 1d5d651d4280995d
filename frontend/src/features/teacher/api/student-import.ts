import { studentImportEndpoints } from '../../../../../shared/api/endpoints/student-import';
import type { ImportPrepareRequest, SchoolRole } from '../../../../../shared/import';
import { apiRequest } from '../../../lib/api-client';
import { defineMutation } from '../../../lib/define-mutation';
import { defineQuery } from '../../../lib/define-query';
import { startWaiting } from '../../../lib/reconnecting';
import { withRetries } from '../../../lib/retry-policy';
import { TEACHER_KEY } from './keys';

/** Spec §9: prepare is tried 3 more times after a failure with no answer or a 5xx; apply never. */
const PREPARE_RETRIES = { retries: 3, delayMs: 2000 };
const IMPORTS_KEY = [...TEACHER_KEY, 'student-import'] as const;

export function prepareImport(
  schoolId: string,
  schoolRole: SchoolRole,
  body: ImportPrepareRequest,
  signal?: AbortSignal,
) {
  return withRetries(
    () =>
      apiRequest(studentImportEndpoints.prepareImport, {
        params: { schoolId },
        query: { 'school-role': schoolRole },
        body,
        signal,
        retry: false,
      }),
    { policy: PREPARE_RETRIES, signal, reconnecting: startWaiting },
  );
}

/** Save & Apply: never tried again (its request id makes a repeat the same import); the past imports are read again. */
export const applyImport = defineMutation(studentImportEndpoints.applyImport, { invalidates: [IMPORTS_KEY] });

/** The school's past imports (the SMART Tool's first step, with Undo). */
export const listImports = defineQuery(studentImportEndpoints.listImports, { queryKey: IMPORTS_KEY });

/** Undo's question: what has changed since the import (asked when Undo is pressed). */
export const checkUndo = defineMutation(studentImportEndpoints.checkUndo);

/** Undo: a job; the teacher's lists are read again. */
export const undoImport = defineMutation(studentImportEndpoints.undoImport, { invalidates: [TEACHER_KEY] });
