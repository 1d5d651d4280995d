import type { Job } from '../../../shared/schemas/jobs';
import { dataExportFileName, PRIVACY_MESSAGES } from '../../../shared/schemas/privacy';
import type { SessionUser } from '../../../shared/schemas/user';
import type { ExportFiles } from '../../adapters/export-files/port';
import type { JobRunner } from '../../adapters/job-runner/port';
import { publicJob, type JobRecord } from '../../data/jobs';
import { loadProfiles } from '../../data/users';
import { ForbiddenError, NotFoundError } from '../../platform/errors';
import type { ActingContext } from '../core/acting-as/admission';
import { recordAudit } from '../core/audit/audit';
import { administeredSchool, administersSchool } from '../classes/class-access';
import { isChildOf } from '../core/acting-as/child-of';
import { ownChild } from '../children/own-children';
import { type JobWork } from '../core/jobs/job-work';
import { startAuditedJob } from '../core/jobs/start-audited-job';
import { dataExportZip } from './data-zip';
import { readPersonRecord } from './person-record';
import { icu } from '../../../shared/i18n/text';

/**
 * 'Download {name}'s data' (a parent, for their own child) and Export record (a school's
 * administrators, for one student: a subject access request): the same job, which reads the
 * person's record (./person-record.ts) and writes it as a ZIP (./data-zip.ts) to the exports, then
 * offers it on the Jobs list for as long as other exports are kept. Starting one is audited, and
 * so is a refusal of someone acting as another account (staff logged in as a parent).
 */

/** Anyone acting as another account is refused, and the refusal is written to the audit trail. */
async function refuseActing(
  user: SessionUser,
  acting: ActingContext | null,
  personId: string,
  schoolId: string | null,
  now: Date,
): Promise<void> {
  if (!acting) return;
  // recordAudit records it as done by the real actor on the user's behalf (the acting scope).
  await recordAudit({
    actorId: acting.actor.id,
    effectiveUserId: user.id,
    action: 'data-export.refused',
    subjectIds: [personId],
    schoolId,
    detail: { reason: acting.grant.kind },
    now,
  });
  // A school's student is the administrators' to export; a child is the parent's: each told as such.
  throw new ForbiddenError(
    schoolId === null ? PRIVACY_MESSAGES.actingAsAnother : PRIVACY_MESSAGES.actingAsAdministrator,
  );
}

async function startDataExport(
  reader: SessionUser,
  person: SessionUser,
  schoolId: string | null,
  runner: JobRunner,
  now: Date,
): Promise<{ job: Job }> {
  const started = await startAuditedJob(
    {
      kind: 'data-export',
      ownerId: reader.id,
      subject: {
        personId: person.id,
        personName: `${person.firstName} ${person.lastName}`.trim(),
        fileName: dataExportFileName(person.firstName, person.username, now),
        ...(schoolId ? { schoolId } : {}),
      },
      now,
      failureMessage: PRIVACY_MESSAGES.failed,
    },
    {
      runner,
      audit: (job) => ({
        actorId: reader.id,
        action: 'data-export.start',
        subjectIds: [person.id],
        schoolId,
        detail: { jobId: job.id },
      }),
    },
  );
  return { job: publicJob(started) };
}

/** POST /api/children/{childId}/data-export: the parent's own child only (404 otherwise). */
export async function startChildDataExport(
  parent: SessionUser,
  acting: ActingContext | null,
  childId: string,
  runner: JobRunner,
  now: Date = new Date(),
): Promise<{ job: Job }> {
  const child = await ownChild(parent, childId);
  await refuseActing(parent, acting, child.id, null, now);
  return startDataExport(parent, child, null, runner, now);
}

/**
 * POST /api/schools/{schoolId}/students/{studentId}/record-export: the school's administrators
 * and staff with school.manage for it (a teacher who is not one: 403); a student of another
 * school, or not a student: 404.
 */
export async function startStudentRecordExport(
  user: SessionUser,
  acting: ActingContext | null,
  schoolId: string,
  studentId: string,
  runner: JobRunner,
  now: Date = new Date(),
): Promise<{ job: Job }> {
  const school = await administeredSchool(user, schoolId, PRIVACY_MESSAGES.onlyAdministrators);
  const [student] = await loadProfiles([studentId]);
  if (!student || student.schoolRole !== 'student' || student.schoolId !== school.id || student.status === 'deleted')
    throw new NotFoundError(PRIVACY_MESSAGES.studentNotFound);
  await refuseActing(user, acting, student.id, school.id, now);
  return startDataExport(user, student, school.id, runner, now);
}

/** Whether the owner of a finished data export may still take its file: still the child's parent, or still an administrator of the school. */
export async function mayTakeDataExport(user: SessionUser, job: Pick<JobRecord, 'subject'>): Promise<boolean> {
  const schoolId = job.subject['schoolId'];
  if (schoolId) return administersSchool(user, { id: schoolId });
  const [person] = await loadProfiles([job.subject['personId'] ?? '']);
  return isChildOf(user, person ?? null);
}

/** The job's work: read the record, write the ZIP (written again, it replaces itself, so a resumed job is safe). */
export function dataExportWork(files: () => ExportFiles): JobWork {
  return {
    kind: 'data-export',
    async run(context) {
      const fileName = context.job.subject['fileName'] ?? 'data.zip';
      const personId = context.job.subject['personId'];
      if (!personId) throw new Error(`Job ${context.job.id} names no person`);
      await context.setTotal(1);
      await context.phase('file', ['zip'], async () => {
        const record = await readPersonRecord(personId, { id: context.job.ownerId }, context.now());
        const zip = dataExportZip(record);
        await files().writeFile(context.job.id, zip, 'application/zip');
        context.line(
          icu(
            '{launches, plural, one {# app launch} other {# app launches}}, {signIns, plural, one {# sign-in} other {# sign-ins}} and {history, plural, one {# history entry} other {# history entries}} written to {fileName}.',
            {
              launches: record.appLaunches.length,
              signIns: record.signIns.length,
              history: record.history.length,
              fileName,
            },
          ),
        );
        return {
          launches: record.appLaunches.length,
          signIns: record.signIns.length,
          history: record.history.length,
        };
      });
      return { exportId: context.job.id, fileName };
    },
  };
}
