import { randomUUID } from 'node:crypto';
import type { SchoolRole } from '../../../shared/import';
import {
  IMPORT_UNDO_DAYS,
  STUDENT_IMPORT_MESSAGES,
  type ApplyImportRequest,
  type PastImport,
} from '../../../shared/schemas/student-import';
import type { Job } from '../../../shared/schemas/jobs';
import type { SessionUser } from '../../../shared/schemas/user';
import { getJobRecord, publicJob, type JobRecord } from '../../data/jobs';
import {
  getImport,
  getImportLock,
  getImportRequest,
  ImportClaimRefusedError,
  importTimeToLive,
  publicImport,
  putImportChunks,
  recordNewImport,
  type ImportRecord,
} from '../../data/student-imports';
import { listClassTeachers } from '../../data/class-groups';
import { ConflictError, fieldPointer, NotFoundError, ValidationError } from '../../platform/errors';
import type { JobRunner } from '../../adapters/job-runner/port';
import { startAuditedJob } from '../core/jobs/start-audited-job';
import { planEntriesOf, type RestoreEntry } from './plan';
import { loadImportAccounts, type ImportAccounts } from './school-accounts';
import { administeredSchool } from '../classes/class-access';
import { phrase } from '../../../shared/i18n/text';

const DAY_MS = 24 * 60 * 60 * 1000;
const PLAN_CHUNK = 500;
const RESTORE_CHUNK = 200;

/**
 * Every account the plan names must be one prepare would have offered: the school's own of the
 * role, or another school's found by a NameID of the file (never deleted: those are moved). No
 * account may be named twice. Otherwise 422 and nothing is written. A Student ID another student
 * has is no refusal: it should be unique, as a warning only (school-and-family §5), which the
 * wizard gives; every Student ID is written as the file gives it.
 */
export function checkPlan(
  request: Pick<ApplyImportRequest, 'users' | 'deleted'>,
  accounts: Pick<ImportAccounts, 'existing'>,
  role: SchoolRole,
): void {
  const offered = new Map(accounts.existing.map((user) => [user.id, user]));
  const seen = new Set<string>();
  const refuse = (detail: string, pointer: (string | number)[]) =>
    new ValidationError([{ status: '422', code: 'validation', detail, source: { pointer: fieldPointer(pointer) } }]);
  request.users.forEach((user, row) => {
    user.matches.forEach((id, position) => {
      if (!offered.has(id))
        throw refuse(STUDENT_IMPORT_MESSAGES.accountNotOffered, ['users', row, 'matches', position]);
      if (seen.has(id)) throw refuse(STUDENT_IMPORT_MESSAGES.accountTwice, ['users', row, 'matches', position]);
      seen.add(id);
    });
    if (role === 'teacher' && user.matches.length === 0 && !user.email)
      throw refuse(phrase('A new teacher needs an email address.'), ['users', row, 'email']);
  });
  request.deleted.forEach((id, position) => {
    const account = offered.get(id);
    if (!account || account.otherSchool) throw refuse(STUDENT_IMPORT_MESSAGES.accountNotOffered, ['deleted', position]);
    if (seen.has(id)) throw refuse(STUDENT_IMPORT_MESSAGES.accountTwice, ['deleted', position]);
    seen.add(id);
  });
}

/** The before-state of every account and class the plan may touch. */
async function restorePointOf(accounts: ImportAccounts): Promise<RestoreEntry[]> {
  const teachers = await Promise.all(accounts.classes.map((classGroup) => listClassTeachers(classGroup.id)));
  return [
    ...[...accounts.profiles.values()].map((profile) => ({
      account: {
        profile,
        classIds: accounts.classIdsOf.get(profile.id) ?? [],
        samlAccount: accounts.samlAccountOf.get(profile.id) ?? null,
      },
    })),
    ...accounts.classes.map((classGroup, index) => ({
      class: { classGroup, teacherIds: (teachers[index] ?? []).map((link) => link.userId) },
    })),
  ];
}

async function existingAnswer(importId: string): Promise<{ import: PastImport; job: Job }> {
  const record = await getImport(importId);
  const job = record ? await getJobRecord(record.jobId) : null;
  if (!record || !job) throw new Error(`Import ${importId} has a request claim but no record or job`);
  return { import: publicImport(record), job: publicJob(job) };
}

/**
 * Save & Apply: checks the plan against the school as it is now, stores the plan and the restore
 * point, records the import (state 'applying') with its job in one transaction with the request
 * id's claim and the school's lock, and starts the job. The same request id answers the same
 * import and job; another import of the school still running is 409 importRunning.
 */
export async function applySchoolImport(
  user: SessionUser,
  schoolId: string,
  role: SchoolRole,
  request: ApplyImportRequest,
  options: { now?: Date; runner: JobRunner },
): Promise<{ import: PastImport; job: Job }> {
  const school = await administeredSchool(user, schoolId, STUDENT_IMPORT_MESSAGES.notAdministrator);
  const earlier = await getImportRequest(request.requestId);
  if (earlier) {
    if (earlier.schoolId !== school.id) throw new NotFoundError(STUDENT_IMPORT_MESSAGES.importNotFound);
    return existingAnswer(earlier.importId);
  }
  if (await getImportLock(school.id)) throw new ConflictError(STUDENT_IMPORT_MESSAGES.importRunning);

  const accounts = await loadImportAccounts(
    school,
    role,
    request.users.map((row) => row.nameId ?? ''),
  );
  checkPlan(request, accounts, role);

  const now = options.now ?? new Date();
  const importId = randomUUID();
  const ttl = importTimeToLive(now);
  const [planChunks, restoreChunks] = await Promise.all([
    putImportChunks(importId, 'plan', planEntriesOf(request), PLAN_CHUNK, ttl),
    restorePointOf(accounts).then((restore) => putImportChunks(importId, 'restore', restore, RESTORE_CHUNK, ttl)),
  ]);
  const jobId = randomUUID();
  const record: ImportRecord = {
    id: importId,
    schoolId: school.id,
    schoolRole: role,
    by: { id: user.id, name: `${user.firstName} ${user.lastName}`.trim() },
    at: now.toISOString(),
    summary: request.summary,
    state: 'applying',
    jobId,
    undoableUntil: new Date(now.getTime() + IMPORT_UNDO_DAYS * DAY_MS).toISOString(),
    requestId: request.requestId,
    planChunks,
    restoreChunks,
    afterChunks: 0,
    removeOtherClassGroups: request.removeOtherClassGroups,
    removeOtherUsersInClassGroups: request.removeOtherUsersInClassGroups,
    ttl,
  };
  let started: JobRecord;
  try {
    started = await startAuditedJob(
      {
        id: jobId,
        kind: 'import-apply',
        ownerId: user.id,
        subject: { importId, schoolId: school.id },
        now,
        failureMessage: STUDENT_IMPORT_MESSAGES.applyFailed,
      },
      {
        runner: options.runner,
        // Only claiming the import refuses (ImportClaimRefusedError): nothing is audited or started then.
        write: (job) => recordNewImport(record, job, now),
        audit: () => ({
          actorId: user.id,
          action: 'students.import',
          subjectIds: request.deleted,
          schoolId: school.id,
          detail: { importId, role, rows: request.users.length, deleted: request.deleted.length },
        }),
      },
    );
  } catch (error) {
    if (!(error instanceof ImportClaimRefusedError)) throw error;
    const concurrent = await getImportRequest(request.requestId);
    if (concurrent && concurrent.schoolId === school.id) return existingAnswer(concurrent.importId);
    throw new ConflictError(STUDENT_IMPORT_MESSAGES.importRunning);
  }
  return { import: publicImport(record), job: publicJob(started) };
}
