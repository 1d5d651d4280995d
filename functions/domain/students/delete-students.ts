import { CLASS_MESSAGES } from '../../../shared/schemas/classes';
import type { Job } from '../../../shared/schemas/jobs';
import type { SessionUser } from '../../../shared/schemas/user';
import type { JobRunner } from '../../adapters/job-runner/port';
import { publicJob } from '../../data/jobs';
import { loadProfiles, loadSessionUser } from '../../data/users';
import type { JobContext, JobWork } from '../core/jobs/job-work';
import { recordAudit } from '../core/audit/audit';
import { startAuditedJob } from '../core/jobs/start-audited-job';
import { administeredSchool, reachableStudents } from '../classes/class-access';
import { removeSchoolAccount, type StudentAccountDependencies } from './student-accounts';
import { icu } from '../../../shared/i18n/text';

/** Students a step of the job audits with one entry, then deletes side by side. */
const STUDENTS_PER_STEP = 25;
/** Steps run side by side (each student's deletion takes the user pool and a transaction). */
const STEPS_SIDE_BY_SIDE = 2;

/**
 * Delete Student(s) (school administrators, school-and-family §2 and §6), as a job: up to 1,000
 * students take longer than a route may run (15 s; their audit lines alone take longer at the
 * table's write rate), so the route checks who may delete whom, audits the deletion's start (who,
 * which school, how many), then starts the job, whose progress the dialog and the Jobs list show.
 * Answers the job (202).
 */
export async function startStudentsDelete(
  user: SessionUser,
  schoolId: string,
  studentIds: readonly string[],
  runner: JobRunner,
  now: Date = new Date(),
): Promise<{ job: Job }> {
  await administeredSchool(user, schoolId, CLASS_MESSAGES.onlyAdministratorsDelete);
  const ids = (await reachableStudents(user, schoolId, studentIds)).map((student) => student.id);
  const started = await startAuditedJob(
    {
      kind: 'students-delete',
      ownerId: user.id,
      subject: { schoolId, studentIds: ids.join(',') },
      now,
      failureMessage: CLASS_MESSAGES.deleteFailed,
    },
    {
      runner,
      audit: (job) => ({
        actorId: user.id,
        action: 'students.delete',
        subjectIds: [],
        schoolId,
        detail: { jobId: job.id, students: ids.length },
      }),
    },
  );
  return { job: publicJob(started) };
}

/**
 * Deletes a student read a moment ago. The status is written on condition that the profile is as it
 * was read, so a student changed in between (renamed, moved, deleted by someone else) is read again
 * and deleted as it now is, or counted gone (false) when it is no longer a student of the school.
 */
async function deleteStudent(
  student: SessionUser,
  schoolId: string,
  deps: Pick<StudentAccountDependencies, 'directory'>,
): Promise<boolean> {
  try {
    await removeSchoolAccount(student, deps, { reversible: false });
    return true;
  } catch (error) {
    if (!(error instanceof Error && error.name === 'TransactionCanceledException')) throw error;
    const now = await loadSessionUser(student.id);
    if (!now || now.schoolRole !== 'student' || now.schoolId !== schoolId) return false;
    await removeSchoolAccount(now, deps, { reversible: false });
    return true;
  }
}

/**
 * The job, in steps of STUDENTS_PER_STEP students: a step reads its students, audits the deletion
 * of those still students of the school (ARCHITECTURE 'Audit trail': recorded before any of them
 * goes, so whatever stops the work, no deletion is unaudited), then deletes them as every account
 * deletion is (removeSchoolAccount). A step run again after a stopped run audits again and deletes
 * what is left: deleting is idempotent. A student who has left the school since, or whose account
 * is gone, is counted as already gone.
 */
export function studentsDeleteWork(deps: Pick<StudentAccountDependencies, 'directory'>): JobWork {
  return {
    kind: 'students-delete',
    async run(context: JobContext) {
      const { subject, ownerId, id: jobId } = context.job;
      const schoolId = subject['schoolId'] ?? '';
      const ids = (subject['studentIds'] ?? '').split(',').filter(Boolean);
      const steps: string[][] = [];
      for (let start = 0; start < ids.length; start += STUDENTS_PER_STEP)
        steps.push(ids.slice(start, start + STUDENTS_PER_STEP));
      if (context.job.total !== steps.length) await context.setTotal(steps.length);
      await context.phase(
        'delete',
        steps,
        async (studentIds) => {
          const students = (await loadProfiles(studentIds)).filter(
            (student) => student.schoolRole === 'student' && student.schoolId === schoolId,
          );
          if (students.length > 0)
            await recordAudit({
              actorId: ownerId,
              action: 'students.delete',
              subjectIds: students.map((student) => student.id),
              schoolId,
              detail: { jobId },
            });
          const outcomes = await Promise.all(students.map((student) => deleteStudent(student, schoolId, deps)));
          const deleted = outcomes.filter(Boolean).length;
          const gone = studentIds.length - deleted;
          return { studentsDeleted: deleted, ...(gone > 0 ? { alreadyGone: gone } : {}) };
        },
        {
          chunkSize: STEPS_SIDE_BY_SIDE,
          doneLine: () =>
            icu('{count, plural, one {The chosen student is done.} other {The # chosen students are done.}}', {
              count: ids.length,
            }),
        },
      );
      return { schoolId };
    },
  };
}
