import { ROSTER_CHANGING_MESSAGES } from '../../../../shared/schemas/exports';
import { getDataLink } from '../../../data/data-links';
import { getJobRecord } from '../../../data/jobs';
import { getMergeLock } from '../../../data/school-merges';
import { getImport, getImportLock } from '../../../data/student-imports';
import { ConflictError } from '../../../platform/errors';
import { isStalled } from '../jobs/job-work';

/**
 * An export of a school's accounts (class lists, login cards, the school's list, class stats, the
 * account-match export) is never silently partial (ARCHITECTURE 'Jobs and progress'): while a job
 * is changing the school's accounts (a SMART Tool import or its undo, a data sync, a merge) a list
 * made now would miss some or hold some twice, so it is refused, saying what runs. A job that
 * stopped (failed, or stalled) changes nothing any more: the school's accounts are then what they
 * are, and the lists say so.
 */
async function runs(jobId: string | null | undefined, now: Date): Promise<boolean> {
  if (!jobId) return false;
  const job = await getJobRecord(jobId);
  return job !== null && (job.status === 'queued' || job.status === 'running') && !isStalled(job, now);
}

export async function refuseWhileRosterChanges(schoolIds: readonly string[], now: Date = new Date()): Promise<void> {
  for (const schoolId of new Set(schoolIds)) {
    const [importLock, mergeLock, link] = await Promise.all([
      getImportLock(schoolId),
      getMergeLock(schoolId),
      getDataLink(schoolId, { consistent: true }),
    ]);
    if (link?.syncJobId && (await runs(link.syncJobId, now))) throw new ConflictError(ROSTER_CHANGING_MESSAGES.sync);
    if (mergeLock && (await runs(mergeLock.jobId, now))) throw new ConflictError(ROSTER_CHANGING_MESSAGES.merge);
    if (importLock) {
      const running = await getImport(importLock.importId);
      if (running && (await runs(running.jobId, now))) throw new ConflictError(ROSTER_CHANGING_MESSAGES.import);
    }
  }
}
