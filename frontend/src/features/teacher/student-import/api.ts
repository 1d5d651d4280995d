import { queryOptions, useQuery } from '@tanstack/react-query';
import { jobsEndpoints } from '../../../../../shared/api/endpoints/jobs';
import { studentImportEndpoints } from '../../../../../shared/api/endpoints/student-import';
import type { ImportPrepareRequest, SchoolRole } from '../../../../../shared/import';
import type { Job } from '../../../../../shared/schemas/job';
import type { ApplyImportRequest } from '../../../../../shared/schemas/student-import';
import { apiRequest } from '../../../lib/api-client';
import { startWaiting } from '../../../lib/reconnecting';
import { withRetries } from '../../../lib/retry-policy';

/** Spec §9: prepare is tried 3 more times after a failure with no answer or a 5xx; apply never. */
const PREPARE_RETRIES = { retries: 3, delayMs: 2000 };
/** How often a running job is read again. */
export const JOB_POLL_MS = 250;

export const importKeys = {
  pastImports: (schoolId: string) => ['me', 'teacher', 'student-import', schoolId, 'imports'] as const,
  job: (jobId: string) => ['me', 'teacher', 'job', jobId] as const,
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

export function resumeJob(jobId: string) {
  return apiRequest(jobsEndpoints.resumeJob, { params: { jobId }, retry: false });
}

const isRunning = (job: Job | undefined) => job !== undefined && (job.status === 'queued' || job.status === 'running');

/** A job (from the answer that started it, or read first), read again every 250 ms while it is queued or running. */
export function useJob(jobId: string, initial?: Job) {
  return useQuery({
    queryKey: importKeys.job(jobId),
    queryFn: async ({ signal }) => (await apiRequest(jobsEndpoints.getJob, { params: { jobId }, signal })).job,
    ...(initial ? { initialData: initial, initialDataUpdatedAt: 0 } : {}),
    refetchInterval: (query) => (query.state.data === undefined || isRunning(query.state.data) ? JOB_POLL_MS : false),
  });
}
