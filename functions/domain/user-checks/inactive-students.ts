import {
  INACTIVE_PREVIEW_LIST_LIMIT,
  USER_CHECK_MESSAGES,
  type InactiveStudentsPreview,
} from '../../../shared/schemas/user-checks';
import { getSchools } from '../../data/schools';
import type { Job } from '../../../shared/schemas/jobs';
import type { SessionUser } from '../../../shared/schemas/user';
import type { SignInDirectory } from '../../adapters/sign-in-directory/port';
import {
  inactivityPartitions,
  readInactiveStudents,
  type InactivityCutoffs,
  type InactiveStudentRow,
} from '../../data/inactive-students';
import { ITEM_ABSENT } from '../../data/entity';
import { getJobRecord, jobRecords, newJobRecord, publicJob, queueJobAgain, type JobRecord } from '../../data/jobs';
import { listSamlAccounts, removeSamlAccount } from '../../data/saml-accounts';
import { listUserServices, userServices } from '../../data/user-services';
import { loadSessionUser } from '../../data/users';
import { ConflictError } from '../../platform/errors';
import { recordAudit } from '../core/audit/audit';
import type { JobRunner } from '../../adapters/job-runner/port';
import { JobRunFailedError } from '../core/jobs/job-retry';
import { isStalled, runJobOnce, type JobWork } from '../core/jobs/job-work';
import { startAuditedJob } from '../core/jobs/start-audited-job';
import { removeSchoolAccount } from '../students/student-accounts';
import type { InactivityPolicy } from './inactivity-policy';
import { SCHEDULE_ACTOR } from './schedule-actor';
import { icu } from '../../../shared/i18n/text';

export { SCHEDULE_ACTOR };

function yearsBefore(now: Date, years: number): string {
  const at = new Date(now);
  at.setUTCFullYear(at.getUTCFullYear() - years);
  return at.toISOString();
}

/** Staff's Delete Inactive Students: no sign-in since the start of that day (never signed in: created before it). */
export function cutoffsOfDate(inactiveDate: string): InactivityCutoffs {
  const start = `${inactiveDate.slice(0, 10)}T00:00:00.000Z`;
  return { signedInBefore: start, neverSignedInCreatedBefore: start };
}

export function cutoffsOfPolicy(policy: InactivityPolicy, now: Date): InactivityCutoffs {
  return {
    signedInBefore: yearsBefore(now, policy.signInYears),
    neverSignedInCreatedBefore: yearsBefore(now, policy.neverSignedInYears),
  };
}

async function inactiveStudents(cutoffs: InactivityCutoffs): Promise<InactiveStudentRow[]> {
  const rows: InactiveStudentRow[] = [];
  const partitions = inactivityPartitions(cutoffs);
  for (let start = 0; start < partitions.length; start += 12) {
    const batch = await Promise.all(
      partitions.slice(start, start + 12).map(async (partition) => {
        const found: InactiveStudentRow[] = [];
        for await (const page of readInactiveStudents(partition)) found.push(...page);
        return found;
      }),
    );
    rows.push(...batch.flat());
  }
  return rows;
}

/**
 * How many students of how many schools the deletion would take, before anything is deleted, and
 * the first INACTIVE_PREVIEW_LIST_LIMIT of them by school then name (name, username, school, last
 * sign-in): the schools' names are one batch read.
 */
export async function previewInactiveStudents(cutoffs: InactivityCutoffs): Promise<InactiveStudentsPreview> {
  const rows = await inactiveStudents(cutoffs);
  const schoolIds = [...new Set(rows.flatMap((row) => (row.schoolId ? [row.schoolId] : [])))];
  const schoolName = new Map((await getSchools(schoolIds)).map((school) => [school.id, school.name]));
  const nameOf = (row: InactiveStudentRow) => `${row.firstName} ${row.lastName}`.trim() || row.username;
  const listed = rows
    .map((row) => ({
      id: row.id,
      name: nameOf(row),
      username: row.username,
      school: row.schoolId ? (schoolName.get(row.schoolId) ?? null) : null,
      lastSignIn: row.lastSignIn,
    }))
    .sort(
      (left, right) =>
        (left.school ?? '').localeCompare(right.school ?? '') ||
        left.name.localeCompare(right.name) ||
        left.id.localeCompare(right.id),
    )
    .slice(0, INACTIVE_PREVIEW_LIST_LIMIT);
  return { students: rows.length, schools: schoolIds.length, inactiveBefore: cutoffs.signedInBefore, listed };
}

function jobSubject(cutoffs: InactivityCutoffs, trigger: 'staff' | 'schedule'): Record<string, string> {
  return {
    signedInBefore: cutoffs.signedInBefore,
    neverSignedInCreatedBefore: cutoffs.neverSignedInCreatedBefore,
    trigger,
  };
}

/**
 * Delete Inactive Students (users.manage.delete.inactive-students): runs only when no more students
 * would go than the person confirmed, as a job with progress; audited with what was confirmed.
 */
export async function startInactiveStudentDeletion(
  user: SessionUser,
  inactiveDate: string,
  expectedStudents: number,
  runner: JobRunner,
  now: Date = new Date(),
): Promise<{ job: Job }> {
  const cutoffs = cutoffsOfDate(inactiveDate);
  const preview = await previewInactiveStudents(cutoffs);
  if (preview.students === 0) throw new ConflictError(USER_CHECK_MESSAGES.nothingToDelete);
  if (preview.students > expectedStudents) throw new ConflictError(USER_CHECK_MESSAGES.changed);
  const started = await startAuditedJob(
    {
      kind: 'inactive-students',
      ownerId: user.id,
      subject: jobSubject(cutoffs, 'staff'),
      now,
      failureMessage: USER_CHECK_MESSAGES.deletionFailed,
    },
    {
      runner,
      audit: (job) => ({
        actorId: user.id,
        action: 'inactive-students.delete',
        subjectIds: [],
        schoolId: null,
        detail: {
          jobId: job.id,
          inactiveBefore: cutoffs.signedInBefore,
          students: preview.students,
          schools: preview.schools,
        },
      }),
    },
  );
  return { job: publicJob(started) };
}

/** Whether the student is still inactive now (they may have signed in since the index was read). */
function stillInactive(student: SessionUser, cutoffs: InactivityCutoffs): boolean {
  if (student.status === 'deleted' || student.schoolRole !== 'student') return false;
  return student.lastSignIn
    ? student.lastSignIn < cutoffs.signedInBefore
    : student.createdAt < cutoffs.neverSignedInCreatedBefore;
}

/**
 * Deletes one inactive student with everything they own: the account as every deletion does
 * (status, class places, sign-in identity, kept password), their school sign-on links and their
 * access records. Idempotent: a student already deleted counts 0.
 */
async function deleteInactiveStudent(
  studentId: string,
  cutoffs: InactivityCutoffs,
  directory: SignInDirectory,
): Promise<number> {
  const student = await loadSessionUser(studentId);
  if (!student || !stillInactive(student, cutoffs)) return 0;
  await removeSchoolAccount(student, { directory }, { reversible: false });
  for (const account of await listSamlAccounts(student.id)) await removeSamlAccount(account);
  for (const access of await listUserServices(student.id))
    await userServices.remove({ userId: student.id, serviceId: access.serviceId });
  return 1;
}

const DELETIONS_SIDE_BY_SIDE = 5;

/**
 * The clean-up's work: one step per partition of the clean-up index (month of last sign-in, then
 * never signed in). A step deletes every student its partition still holds before the cutoff; a
 * deleted student leaves the index, so a resumed or repeated run finds only those left.
 */
export function inactiveStudentsWork({ directory }: { directory: SignInDirectory }): JobWork {
  return {
    kind: 'inactive-students',
    async run(context) {
      const cutoffs: InactivityCutoffs = {
        signedInBefore: context.job.subject['signedInBefore'] ?? '',
        neverSignedInCreatedBefore: context.job.subject['neverSignedInCreatedBefore'] ?? '',
      };
      const partitions = inactivityPartitions(cutoffs);
      await context.setTotal(partitions.length);
      await context.phase(
        'partitions',
        partitions,
        async (partition) => {
          let deleted = 0;
          for await (const page of readInactiveStudents(partition)) {
            for (let start = 0; start < page.length; start += DELETIONS_SIDE_BY_SIDE) {
              const done = await Promise.all(
                page
                  .slice(start, start + DELETIONS_SIDE_BY_SIDE)
                  .map((row) => deleteInactiveStudent(row.id, cutoffs, directory)),
              );
              deleted += done.reduce((sum, count) => sum + count, 0);
            }
          }
          if (deleted > 0)
            context.line(
              partition.month === 'NEVER'
                ? icu(
                    '{count, plural, one {# student who never signed in deleted.} other {# students who never signed in deleted.}}',
                    { count: deleted },
                  )
                : icu(
                    '{count, plural, one {# student last signed in {month} deleted.} other {# students last signed in {month} deleted.}}',
                    { count: deleted, month: partition.month },
                  ),
            );
          return { deleted };
        },
        { chunkSize: 12 },
      );
      const deleted = (await getJobRecord(context.job.id))?.counts['deleted'] ?? 0;
      context.line(
        icu('{count, plural, one {# inactive student deleted in all.} other {# inactive students deleted in all.}}', {
          count: deleted,
        }),
      );
      await recordAudit({
        actorId: context.job.ownerId,
        action: 'inactive-students.delete.finish',
        subjectIds: [],
        schoolId: null,
        detail: {
          jobId: context.job.id,
          deleted,
          inactiveBefore: cutoffs.signedInBefore,
          neverSignedInCreatedBefore: cutoffs.neverSignedInCreatedBefore,
          trigger: context.job.subject['trigger'] ?? 'staff',
        },
      });
      return { deleted: String(deleted) };
    },
  };
}

/**
 * The scheduled clean-up (EventBridge in AWS, croner in the twin, `npm run job -- inactive-students`):
 * one job a day, named by the day; each invocation is one run of it (job-work.ts runJobOnce). A
 * second invocation the same day resumes that day's job if it stopped, and does nothing once it
 * succeeded; the next day's finds only those left. A run that fails transiently throws
 * JobRunFailedError with the job queued again, so that the function's invoker runs it again
 * (Lambda's retries of the scheduled function in AWS, the twin's in bin/local-stack.ts).
 */
export async function runScheduledCleanUp(
  policy: InactivityPolicy,
  dependencies: { directory: SignInDirectory },
  now: Date = new Date(),
  options: { leaseUntil?: Date } = {},
): Promise<Job | null> {
  const jobId = `inactive-students-${now.toISOString().slice(0, 10)}`;
  const cutoffs = cutoffsOfPolicy(policy, now);
  let job: JobRecord | null = await getJobRecord(jobId);
  if (!job) {
    const preview = await previewInactiveStudents(cutoffs);
    job = newJobRecord({
      id: jobId,
      kind: 'inactive-students',
      ownerId: SCHEDULE_ACTOR,
      subject: jobSubject(cutoffs, 'schedule'),
      runId: '',
      now,
      failureMessage: USER_CHECK_MESSAGES.deletionFailed,
    });
    try {
      await jobRecords.put(job, { condition: ITEM_ABSENT });
    } catch (error) {
      if (error instanceof Error && error.name === 'ConditionalCheckFailedException') return null;
      throw error;
    }
    await recordAudit({
      actorId: SCHEDULE_ACTOR,
      action: 'inactive-students.delete',
      subjectIds: [],
      schoolId: null,
      detail: { jobId, inactiveBefore: cutoffs.signedInBefore, students: preview.students, schools: preview.schools },
      now,
    });
  } else if (job.status === 'failed' || isStalled(job, now)) {
    job = (await queueJobAgain(jobId, now)) ?? job;
  } else if (job.status === 'succeeded') {
    return publicJob(job);
  }
  // Queued, or running: a run whose lease has passed (its invocation timed out) is taken over.
  const ended = await runJobOnce(jobId, inactiveStudentsWork(dependencies), options);
  if (ended.outcome === 'retry') throw new JobRunFailedError(jobId, 'again', ended.cause);
  if (ended.outcome === 'not-claimed') {
    const current = await getJobRecord(jobId);
    return current ? publicJob(current) : null;
  }
  return ended.job;
}
