import type { Job } from '../../../shared/schemas/jobs';
import type { School } from '../../../shared/schemas/schools';
import {
  SCHOOL_MERGE_MESSAGES,
  type SchoolMergeLookup,
  type SchoolMergeSide,
} from '../../../shared/schemas/school-merge';
import type { SessionUser } from '../../../shared/schemas/user';
import {
  classCodeClaims,
  classGroups,
  classMembers,
  classTeachers,
  getClassGroup,
  listClassMembers,
  listClassTeachers,
  listSchoolClassGroups,
  listSchoolStudents,
} from '../../data/class-groups';
import { getDataLink } from '../../data/data-links';
import { EntityNotFoundError } from '../../data/entity';
import { publicJob } from '../../data/jobs';
import { quoteRequests, listQuoteRequests } from '../../data/quote-requests';
import { findSamlIdpBySchool, putSamlIdp } from '../../data/saml-idps';
import { setDistrictAdministrator, setSchoolAdministrator } from '../../data/school-administrators';
import {
  recordNewMerge,
  releaseMergeLocks,
  removeMergedSchool,
  SchoolBusyError,
  settleMergePlan,
  type MergePlan,
} from '../../data/school-merges';
import { listSchoolServices, putSchoolService, schoolServices } from '../../data/school-services';
import { getSchool, memberOfSchool, saveSchoolChanges } from '../../data/schools';
import { importRecords, listSchoolImports } from '../../data/student-imports';
import { listTeacherTrials, teacherTrials } from '../../data/teacher-trials';
import { listSchoolTeacherProfiles, loadProfiles, loadSessionUser, userProfiles } from '../../data/users';
import { ConflictError, fieldPointer, NotFoundError, ValidationError } from '../../platform/errors';
import { recordAudit } from '../core/audit/audit';
import type { JobRunner } from '../../adapters/job-runner/port';
import { type JobContext, type JobWork } from '../core/jobs/job-work';
import { startAuditedJob } from '../core/jobs/start-audited-job';
import { adminSchoolsOf } from '../admin-schools/admin-schools';
import { icu } from '../../../shared/i18n/text';

type Field = 'delete' | 'deleteSchoolId';

function sameSchoolError(field: Field): ValidationError {
  return new ValidationError([
    {
      status: '422',
      code: 'validation',
      detail: SCHOOL_MERGE_MESSAGES.sameSchool,
      source: { pointer: fieldPointer([field]) },
    },
  ]);
}

/** Both schools, or 422 when they are one and 404 naming the id that is no school. */
async function bothSchools(
  keepSchoolId: string,
  deleteSchoolId: string,
  field: Field,
): Promise<{ keep: School; remove: School }> {
  if (keepSchoolId === deleteSchoolId) throw sameSchoolError(field);
  const [keep, remove] = await Promise.all([getSchool(keepSchoolId), getSchool(deleteSchoolId)]);
  if (!keep) throw new NotFoundError(SCHOOL_MERGE_MESSAGES.noSuchSchool(keepSchoolId));
  if (!remove) throw new NotFoundError(SCHOOL_MERGE_MESSAGES.noSuchSchool(deleteSchoolId));
  return { keep, remove };
}

async function sideOf(school: School): Promise<SchoolMergeSide> {
  const [[admin], teachers, students, classes] = await Promise.all([
    adminSchoolsOf([school]),
    listSchoolTeacherProfiles(school.id),
    listSchoolStudents(school.id),
    listSchoolClassGroups(school.id),
  ]);
  return {
    id: school.id,
    name: school.name,
    city: school.city,
    administrators: admin?.administrators ?? [],
    teachers: teachers.length,
    students: students.length,
    classes: classes.length,
  };
}

/** Lookup (staff-console §2 Merge modal): both schools side by side before anything is merged. */
export async function lookupSchoolMerge(keepSchoolId: string, deleteSchoolId: string): Promise<SchoolMergeLookup> {
  const { keep, remove } = await bothSchools(keepSchoolId, deleteSchoolId, 'delete');
  const [keepSide, removeSide] = await Promise.all([sideOf(keep), sideOf(remove)]);
  return { keep: keepSide, remove: removeSide };
}

/**
 * Merge (school.merge): records the job and holds both schools in one transaction (409 while
 * either is in another merge or has an import running), then starts the work. Two schools on two
 * different school systems are refused: a school signs on through one. Tests may leave the work
 * unstarted (`start: false`) to run it themselves.
 */
export async function startSchoolMerge(
  actor: SessionUser,
  keepSchoolId: string,
  deleteSchoolId: string,
  options: { now?: Date; runner: JobRunner },
): Promise<{ job: Job }> {
  const now = options.now ?? new Date();
  await bothSchools(keepSchoolId, deleteSchoolId, 'deleteSchoolId');
  const [keepIdp, removeIdp] = await Promise.all([
    findSamlIdpBySchool(keepSchoolId),
    findSamlIdpBySchool(deleteSchoolId),
  ]);
  if (keepIdp && removeIdp && keepIdp.id !== removeIdp.id) throw new ConflictError(SCHOOL_MERGE_MESSAGES.bothSignOn);
  // Its link (and what its syncs brought) belongs to its record at the source: unlinking first is the staff member's choice.
  if (await getDataLink(deleteSchoolId)) throw new ConflictError(SCHOOL_MERGE_MESSAGES.removeLinked);
  const started = await startAuditedJob(
    {
      kind: 'school-merge',
      ownerId: actor.id,
      subject: { keepSchoolId, deleteSchoolId },
      now,
      failureMessage: SCHOOL_MERGE_MESSAGES.mergeFailed,
    },
    {
      runner: options.runner,
      async write(job) {
        try {
          await recordNewMerge(job, keepSchoolId, deleteSchoolId, now);
        } catch (error) {
          if (error instanceof SchoolBusyError) throw new ConflictError(SCHOOL_MERGE_MESSAGES.busy);
          throw error;
        }
      },
      audit: (job) => ({
        actorId: actor.id,
        action: 'school.merge',
        subjectIds: [deleteSchoolId],
        schoolId: keepSchoolId,
        detail: { deleteSchoolId, jobId: job.id },
      }),
    },
  );
  return { job: publicJob(started) };
}

function later(a: string | null, b: string | null): string | null {
  if (a === null) return b;
  if (b === null) return a;
  return a > b ? a : b;
}

async function ignoringMissing(write: () => Promise<unknown>): Promise<void> {
  try {
    await write();
  } catch (error) {
    if (!(error instanceof EntityNotFoundError)) throw error;
  }
}

/** Everything the merge moves, read once at its first run. */
async function planOf(school: School | null): Promise<MergePlan> {
  if (!school) return { members: [], classes: [], services: [], imports: [], districtAdministrators: [], quotes: [] };
  const [teachers, students, classes, services, imports, quotes, administrators] = await Promise.all([
    listSchoolTeacherProfiles(school.id),
    listSchoolStudents(school.id),
    listSchoolClassGroups(school.id),
    listSchoolServices(school.id),
    listSchoolImports(school.id, new Date(0)),
    listQuoteRequests(school.id),
    loadProfiles(school.administrators),
  ]);
  return {
    members: [...teachers, ...students].map((user) => user.id),
    classes: classes.map((group) => group.id),
    services: services.map((service) => service.serviceId),
    imports: imports.map((record) => record.id),
    districtAdministrators: administrators.filter((user) => user.schoolId !== school.id).map((user) => user.id),
    quotes: quotes.map((quote) => `${quote.requestedAt}#${quote.id}`),
  };
}

/** The kept school's access to a service: the better of both schools' (later ends, perpetual if either was). */
async function mergeService(
  keepSchoolId: string,
  deleteSchoolId: string,
  serviceId: string,
  now: Date,
): Promise<Record<string, number>> {
  const [removed, kept] = await Promise.all([
    schoolServices.get({ schoolId: deleteSchoolId, serviceId }),
    schoolServices.get({ schoolId: keepSchoolId, serviceId }),
  ]);
  if (!removed) return {};
  await putSchoolService({
    schoolId: keepSchoolId,
    serviceId,
    subscriptionEnd: later(removed.subscriptionEnd, kept?.subscriptionEnd ?? null),
    trialEnd: later(removed.trialEnd, kept?.trialEnd ?? null),
    perpetual: removed.perpetual || (kept?.perpetual ?? false),
    updatedAt: now.toISOString(),
  });
  return { subscriptions: 1 };
}

/** A class with its code, teachers and students now of the kept school (each write sets the kept school, so a repeat changes nothing). */
async function moveClass(keepSchoolId: string, classId: string): Promise<Record<string, number>> {
  const group = await getClassGroup(classId, { consistent: true });
  if (!group) return {};
  const [teachers, members] = await Promise.all([listClassTeachers(classId), listClassMembers(classId)]);
  await Promise.all([
    ...teachers
      .filter((teacher) => teacher.schoolId !== keepSchoolId)
      .map((teacher) =>
        ignoringMissing(() => classTeachers.update({ classId, userId: teacher.userId }, { schoolId: keepSchoolId })),
      ),
    ...members
      .filter((member) => member.schoolId !== keepSchoolId)
      .map((member) =>
        ignoringMissing(() => classMembers.update({ classId, userId: member.userId }, { schoolId: keepSchoolId })),
      ),
    ignoringMissing(() => classCodeClaims.update({ code: group.code }, { schoolId: keepSchoolId })),
  ]);
  if (group.schoolId !== keepSchoolId)
    await ignoringMissing(() => classGroups.update({ id: classId }, { schoolId: keepSchoolId }));
  return { classes: 1 };
}

/** A member of the deleted school becomes one of the kept school, an administrator there if they were one, with their teacher trials. */
async function moveMember(
  keepSchoolId: string,
  deleteSchoolId: string,
  userId: string,
): Promise<Record<string, number>> {
  let user = await loadSessionUser(userId);
  if (!user) return {};
  if (user.schoolId === deleteSchoolId) {
    try {
      user = await userProfiles.update(
        { id: userId },
        { schoolId: keepSchoolId },
        { condition: memberOfSchool(deleteSchoolId) },
      );
    } catch (error) {
      if (!(error instanceof Error && error.name === 'ConditionalCheckFailedException')) throw error;
      user = await loadSessionUser(userId);
    }
  }
  // Moved to another school meanwhile (Move Teacher): theirs to keep.
  if (!user || user.schoolId !== keepSchoolId) return {};
  if (user.isSchoolAdmin) await setSchoolAdministrator(keepSchoolId, userId, { administrator: true });
  const trials = (await listTeacherTrials(userId)).filter((trial) => trial.schoolId === deleteSchoolId);
  await Promise.all(
    trials.map((trial) => teacherTrials.update({ userId, serviceId: trial.serviceId }, { schoolId: keepSchoolId })),
  );
  return user.schoolRole === 'student' ? { students: 1 } : { teachers: 1 };
}

/** A district administrator of the deleted school oversees the kept one instead (unless it is their own school). */
async function moveDistrictAdministrator(
  keepSchoolId: string,
  deleteSchoolId: string,
  userId: string,
): Promise<Record<string, number>> {
  const user = await loadSessionUser(userId);
  if (!user || !user.districtSchoolIds.includes(deleteSchoolId)) return {};
  if (user.schoolId !== keepSchoolId && !user.districtSchoolIds.includes(keepSchoolId))
    await setDistrictAdministrator(keepSchoolId, userId, { administrator: true });
  await setDistrictAdministrator(deleteSchoolId, userId, { administrator: false });
  return { districtAdministrators: 1 };
}

async function moveQuote(keepSchoolId: string, deleteSchoolId: string, key: string): Promise<Record<string, number>> {
  const at = key.lastIndexOf('#');
  const source = { schoolId: deleteSchoolId, requestedAt: key.slice(0, at), id: key.slice(at + 1) };
  const quote = await quoteRequests.get(source);
  if (!quote) return {};
  await quoteRequests.put({ ...quote, schoolId: keepSchoolId });
  await quoteRequests.remove(source);
  return { quotes: 1 };
}

/**
 * The last step: whoever and whatever joined the deleted school since the plan was read moves too,
 * its school system (if only it had one) serves the kept school, and the deleted school's own
 * items go, the school item last. Then both schools are free again.
 */
async function finishMerge(
  context: JobContext,
  keepSchoolId: string,
  deleteSchoolId: string,
): Promise<Record<string, number>> {
  const removed = await getSchool(deleteSchoolId, { consistent: true });
  if (removed) {
    const [late, lateClasses] = await Promise.all([planOf(removed), listSchoolClassGroups(deleteSchoolId)]);
    for (const classId of lateClasses.map((group) => group.id)) await moveClass(keepSchoolId, classId);
    for (const userId of late.members) await moveMember(keepSchoolId, deleteSchoolId, userId);
    const idp = await findSamlIdpBySchool(deleteSchoolId);
    if (idp)
      await putSamlIdp({
        ...idp,
        schoolIds: [...new Set(idp.schoolIds.map((id) => (id === deleteSchoolId ? keepSchoolId : id)))],
      });
    await removeMergedSchool(removed, keepSchoolId);
    context.line(icu('{name} ({id}) was merged into this school and deleted.', { name: removed.name, id: removed.id }));
  }
  await releaseMergeLocks(context.job.id, [keepSchoolId, deleteSchoolId]);
  await recordAudit({
    actorId: context.job.ownerId,
    action: 'school.merge.finish',
    subjectIds: [],
    schoolId: keepSchoolId,
    detail: { deleteSchoolId, jobId: context.job.id },
    now: context.now(),
  });
  return {};
}

/**
 * The merge job (staff-console §2 Merge): the deleted school is hidden first (no one joins it
 * while it empties), then its services, classes, members, district administrators, imports and
 * quote requests move in phases from the plan, each step safe to repeat; a run stopped half-way
 * resumes from the step it stopped at.
 */
export function schoolMergeWork(): JobWork {
  return {
    kind: 'school-merge',
    async run(context: JobContext) {
      const keepSchoolId = context.job.subject['keepSchoolId'] ?? '';
      const deleteSchoolId = context.job.subject['deleteSchoolId'] ?? '';
      if (!(await getSchool(keepSchoolId))) throw new Error(`The school to keep, ${keepSchoolId}, is missing`);
      const removed = await getSchool(deleteSchoolId, { consistent: true });
      if (removed && !removed.hidden) await saveSchoolChanges(removed, { hidden: true });
      const plan = await settleMergePlan(context.job.id, () => planOf(removed), context.now());
      const steps =
        plan.services.length +
        plan.classes.length +
        plan.members.length +
        plan.districtAdministrators.length +
        plan.imports.length +
        plan.quotes.length +
        1;
      if (context.job.total !== steps) await context.setTotal(steps);
      const now = context.now();
      await context.phase(
        'services',
        plan.services,
        (serviceId) => mergeService(keepSchoolId, deleteSchoolId, serviceId, now),
        {
          doneLine: (count) =>
            icu('{count, plural, one {# subscription or trial merged.} other {# subscriptions and trials merged.}}', {
              count,
            }),
        },
      );
      await context.phase('classes', plan.classes, (classId) => moveClass(keepSchoolId, classId), {
        chunkSize: 10,
        doneLine: (count) => icu('{count, plural, one {# class moved.} other {# classes moved.}}', { count }),
      });
      await context.phase('members', plan.members, (userId) => moveMember(keepSchoolId, deleteSchoolId, userId), {
        doneLine: (count) =>
          icu('{count, plural, one {# teacher or student moved.} other {# teachers and students moved.}}', { count }),
      });
      await context.phase(
        'district',
        plan.districtAdministrators,
        (userId) => moveDistrictAdministrator(keepSchoolId, deleteSchoolId, userId),
        {
          doneLine: (count) =>
            icu('{count, plural, one {# district administrator moved.} other {# district administrators moved.}}', {
              count,
            }),
        },
      );
      await context.phase(
        'imports',
        plan.imports,
        (importId) =>
          ignoringMissing(() => importRecords.update({ id: importId }, { schoolId: keepSchoolId })).then(() => ({
            imports: 1,
          })),
        {
          doneLine: (count) => icu('{count, plural, one {# import moved.} other {# imports moved.}}', { count }),
        },
      );
      await context.phase('quotes', plan.quotes, (key) => moveQuote(keepSchoolId, deleteSchoolId, key), {
        doneLine: (count) =>
          icu('{count, plural, one {# quote request moved.} other {# quote requests moved.}}', { count }),
      });
      await context.phase('finish', ['finish'], () => finishMerge(context, keepSchoolId, deleteSchoolId));
      return { keepSchoolId };
    },
  };
}
