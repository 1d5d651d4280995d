import { STUDENT_IMPORT_MESSAGES } from '../../shared/schemas/student-import';
import { IMPORT_UNDO_DAYS } from '../../shared/schemas/student-import';
import { jobRecords, newJobRecord } from '../../functions/data/jobs';
import { importRecords, importTimeToLive, putImportChunks } from '../../functions/data/student-imports';
import { DEMO_SCHOOL_ID } from './demo-profiles';

/** The demo school's finished SMART Tool import (of nobody: an empty file), so its history, job and undo check have a record. */
export const DEMO_IMPORT_ID = 'demo-import';
export const DEMO_IMPORT_JOB_ID = 'demo-import-job';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Written again at every seed, dated then, so it stays within the 30 days an import can be undone. */
export async function seedDemoImport(schoolAdminId: string, schoolAdminName: string, now: Date): Promise<void> {
  const ttl = importTimeToLive(now);
  const [planChunks, restoreChunks, afterChunks] = await Promise.all(
    (['plan', 'restore', 'after'] as const).map((part) => putImportChunks(DEMO_IMPORT_ID, part, [], 1, ttl)),
  );
  const job = newJobRecord({
    id: DEMO_IMPORT_JOB_ID,
    kind: 'import-apply',
    ownerId: schoolAdminId,
    subject: { importId: DEMO_IMPORT_ID, schoolId: DEMO_SCHOOL_ID },
    runId: '',
    now,
    failureMessage: STUDENT_IMPORT_MESSAGES.applyFailed,
  });
  await jobRecords.put({
    ...job,
    status: 'succeeded',
    result: { importId: DEMO_IMPORT_ID },
    lines: ['0 rows of the file applied.'],
  });
  await importRecords.put({
    id: DEMO_IMPORT_ID,
    schoolId: DEMO_SCHOOL_ID,
    schoolRole: 'student',
    by: { id: schoolAdminId, name: schoolAdminName },
    at: now.toISOString(),
    summary: {
      createdCount: 0,
      matchedCount: 0,
      retainedCount: 0,
      mergedCount: 0,
      deletedCount: 0,
      totalAfterImport: 0,
    },
    state: 'applied',
    jobId: DEMO_IMPORT_JOB_ID,
    undoableUntil: new Date(now.getTime() + IMPORT_UNDO_DAYS * DAY_MS).toISOString(),
    requestId: 'demo-import-request',
    planChunks: planChunks ?? 1,
    restoreChunks: restoreChunks ?? 1,
    afterChunks: afterChunks ?? 1,
    removeOtherClassGroups: false,
    removeOtherUsersInClassGroups: false,
    ttl,
  });
}
