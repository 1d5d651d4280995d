import {
  IMPORT_UNDO_DAYS,
  STUDENT_IMPORT_MESSAGES,
  type PastImport,
  type UndoConflict,
} from '../../../shared/schemas/student-import';
import type { Job } from '../../../shared/schemas/jobs';
import type { SessionUser } from '../../../shared/schemas/user';
import type { SignInDirectory } from '../../adapters/sign-in-directory/port';
import { findSamlIdpBySchool } from '../../data/saml-idps';
import { linkAccountNameId, linkBefore } from './sign-on-links';
import {
  classMembers,
  classTeachers,
  getClassGroups,
  listSchoolClassGroups,
  listStudentMemberships,
  listTeacherClassIds,
  putClassGroup,
  removeClassMember,
  unassignClassTeacher,
} from '../../data/class-groups';
import { publicJob } from '../../data/jobs';
import {
  getImport,
  ImportClaimRefusedError,
  importRecords,
  listImportCreations,
  listSchoolImports,
  publicImport,
  putImportChunks,
  readImportChunks,
  recordUndoStart,
  setImportState,
  type ImportRecord,
} from '../../data/student-imports';
import { loadProfiles, userProfiles } from '../../data/users';
import { ConflictError, NotFoundError } from '../../platform/errors';
import { restoreAccess } from '../core/accounts/account-access';
import type { JobContext, JobWork } from '../core/jobs/job-work';
import type { JobRunner } from '../../adapters/job-runner/port';
import { startAuditedJob } from '../core/jobs/start-audited-job';
import { removeSchoolAccount } from '../students/student-accounts';
import { loadImportSteps, removeClass } from './import-steps';
import type { RestoreAccount, RestoreClass, RestoreEntry } from './plan';
import { loadImportAccounts } from './school-accounts';
import { administeredSchool } from '../classes/class-access';
import { icu } from '../../../shared/i18n/text';

/**
 * Import history and undo (beyond the spec). Apply keeps the before-state of what it may
 * touch (the restore point) and, when done, the state it left ('after'). Undo compares the school
 * now with 'after': an account or class changed since is a conflict, left as it is; everything
 * else is put back as it was before, accounts and classes the import created are deleted, and
 * accounts it deleted or merged away come back. Import deletions are reversible for that reason:
 * they mark the profile deleted and disable the sign-in identity instead of deleting it
 * (student-accounts.ts removeSchoolAccount).
 */
const DAY_MS = 24 * 60 * 60 * 1000;
const AFTER_CHUNK = 200;

/** The school's imports of the last 30 days, newest first. */
export async function listPastImports(
  user: SessionUser,
  schoolId: string,
  now: Date = new Date(),
): Promise<PastImport[]> {
  const school = await administeredSchool(user, schoolId, STUDENT_IMPORT_MESSAGES.notAdministrator);
  return (await listSchoolImports(school.id, new Date(now.getTime() - IMPORT_UNDO_DAYS * DAY_MS))).map(publicImport);
}

/** The school's accounts of the role and its classes, as a snapshot (the same shape as the restore point). */
async function snapshotOf(record: ImportRecord, extraAccountIds: readonly string[]): Promise<RestoreEntry[]> {
  const accounts = await loadImportAccounts({ id: record.schoolId, name: '' }, record.schoolRole, []);
  const missing = extraAccountIds.filter((id) => !accounts.profiles.has(id));
  const others = await loadProfiles(missing);
  return [
    ...[...accounts.profiles.values()].map((profile) => ({
      account: { profile, classIds: accounts.classIdsOf.get(profile.id) ?? [] },
    })),
    ...others.map((profile) => ({ account: { profile, classIds: [] } })),
    ...accounts.classes.map((classGroup) => ({ class: { classGroup, teacherIds: [] } })),
  ];
}

/** Writes the state the apply left, for a later undo to compare with. */
export async function recordAfterState(record: ImportRecord, touchedIds: readonly string[]): Promise<void> {
  const after = await snapshotOf(record, touchedIds);
  const afterChunks = await putImportChunks(record.id, 'after', after, AFTER_CHUNK, record.ttl);
  await importRecords.update({ id: record.id }, { afterChunks });
}

function split(entries: readonly RestoreEntry[]): {
  accounts: Map<string, RestoreAccount>;
  classes: Map<string, RestoreClass>;
} {
  const accounts = new Map<string, RestoreAccount>();
  const classes = new Map<string, RestoreClass>();
  for (const entry of entries) {
    if ('account' in entry) accounts.set(entry.account.profile.id, entry.account);
    else classes.set(entry.class.classGroup.id, entry.class);
  }
  return { accounts, classes };
}

const sameSet = (left: readonly string[], right: readonly string[]) =>
  left.length === right.length && left.every((value) => right.includes(value));

/**
 * How an account's classes changed since the import, in words; null when it only left classes
 * deleted since (the class's own line says so: the student did not move).
 */
function classChange(
  then: readonly string[],
  now: readonly string[],
  classesNow: ReadonlyMap<string, RestoreClass>,
): string | null {
  const left = then.filter((id) => !now.includes(id));
  if (now.some((id) => !then.includes(id))) return 'moved to another class since the import';
  if (left.every((id) => !classesNow.has(id))) return null;
  return 'taken out of a class since the import';
}

/** What changed since the import (pure): accounts renamed, moved, deleted or in other classes; classes renamed or deleted. */
export function conflictsBetween(after: readonly RestoreEntry[], now: readonly RestoreEntry[]): UndoConflict[] {
  const then = split(after);
  const current = split(now);
  const conflicts: UndoConflict[] = [];
  for (const { profile, classIds } of then.accounts.values()) {
    const name = `${profile.firstName} ${profile.lastName}`.trim();
    const present = current.accounts.get(profile.id);
    if (!present || present.profile.status !== profile.status || present.profile.schoolId !== profile.schoolId) {
      if (profile.status !== 'deleted')
        conflicts.push({
          kind: 'account',
          id: profile.id,
          name,
          change: 'deleted or moved to another school since the import',
        });
      continue;
    }
    if (present.profile.firstName !== profile.firstName || present.profile.lastName !== profile.lastName)
      conflicts.push({ kind: 'account', id: profile.id, name, change: 'renamed since the import' });
    else if (!sameSet(present.classIds, classIds)) {
      const change = classChange(classIds, present.classIds, current.classes);
      if (change) conflicts.push({ kind: 'account', id: profile.id, name, change });
    }
  }
  for (const { classGroup } of then.classes.values()) {
    const present = current.classes.get(classGroup.id);
    if (!present)
      conflicts.push({ kind: 'class', id: classGroup.id, name: classGroup.name, change: 'deleted since the import' });
    else if (present.classGroup.name !== classGroup.name)
      conflicts.push({ kind: 'class', id: classGroup.id, name: classGroup.name, change: 'renamed since the import' });
  }
  return conflicts;
}

async function undoableImport(user: SessionUser, schoolId: string, importId: string, now: Date): Promise<ImportRecord> {
  const school = await administeredSchool(user, schoolId, STUDENT_IMPORT_MESSAGES.notAdministrator);
  const record = await getImport(importId);
  if (!record || record.schoolId !== school.id) throw new NotFoundError(STUDENT_IMPORT_MESSAGES.importNotFound);
  if (record.state !== 'applied') throw new ConflictError(STUDENT_IMPORT_MESSAGES.notUndoable);
  if (now.toISOString() > record.undoableUntil) throw new ConflictError(STUDENT_IMPORT_MESSAGES.undoExpired);
  return record;
}

async function conflictsOf(record: ImportRecord): Promise<UndoConflict[]> {
  const after = await readImportChunks<RestoreEntry>(record.id, 'after', record.afterChunks);
  const ids = after.flatMap((entry) => ('account' in entry ? [entry.account.profile.id] : []));
  return conflictsBetween(after, await snapshotOf(record, ids));
}

export async function checkImportUndo(
  user: SessionUser,
  schoolId: string,
  importId: string,
  now: Date = new Date(),
): Promise<UndoConflict[]> {
  return conflictsOf(await undoableImport(user, schoolId, importId, now));
}

/** Undo: 409 undoNeedsConfirmation while there are conflicts and they are not confirmed; then the undo job, which leaves them as they are. */
export async function undoSchoolImport(
  user: SessionUser,
  schoolId: string,
  importId: string,
  confirmConflicts: boolean,
  options: { now?: Date; runner: JobRunner },
): Promise<{ import: PastImport; job: Job }> {
  const now = options.now ?? new Date();
  const record = await undoableImport(user, schoolId, importId, now);
  const conflicts = await conflictsOf(record);
  if (conflicts.length > 0 && !confirmConflicts) throw new ConflictError(STUDENT_IMPORT_MESSAGES.undoNeedsConfirmation);
  const started = await startAuditedJob(
    {
      kind: 'import-undo',
      ownerId: user.id,
      subject: { importId, schoolId: record.schoolId, skip: conflicts.map((conflict) => conflict.id).join(',') },
      now,
      failureMessage: STUDENT_IMPORT_MESSAGES.undoFailed,
    },
    {
      runner: options.runner,
      async write(job) {
        try {
          await recordUndoStart(record, job, now);
        } catch (error) {
          if (error instanceof ImportClaimRefusedError) throw new ConflictError(STUDENT_IMPORT_MESSAGES.importRunning);
          throw error;
        }
      },
      audit: () => ({
        actorId: user.id,
        action: 'students.import.undo',
        subjectIds: [],
        schoolId: record.schoolId,
        detail: { importId, leftAsTheyAre: conflicts.length },
      }),
    },
  );
  const updated = (await getImport(importId)) ?? record;
  return { import: publicImport(updated), job: publicJob(started) };
}

/**
 * The undo job: classes the import removed come back, accounts are put back as they were
 * (profile, status, class places; deleted and merged ones restored), then accounts and classes the
 * import created are deleted. Records changed since the import (the job's skip list) are left.
 * Passwords the import set are not put back (the old ones are not kept in clear anywhere).
 */
export function importUndoWork(dependencies: { directory: SignInDirectory }): JobWork {
  return {
    kind: 'import-undo',
    async run(context: JobContext) {
      const importId = context.job.subject.importId ?? '';
      const skip = new Set((context.job.subject.skip ?? '').split(',').filter(Boolean));
      const { record, steps } = await loadImportSteps(importId);
      const created = [...(await listImportCreations(importId)).values()].filter((id) => !skip.has(id));
      const existingClasses = new Set(
        (await listSchoolClassGroups(record.schoolId)).map((classGroup) => classGroup.id),
      );
      const removedClasses = [...steps.classes.values()].filter(
        (restored) => !existingClasses.has(restored.classGroup.id) && !skip.has(restored.classGroup.id),
      );
      const accounts = [...steps.accounts.values()].filter((restored) => !skip.has(restored.profile.id));
      const newClasses = steps.newClasses.filter((newClass) => !skip.has(newClass.id));
      await context.setTotal(removedClasses.length + accounts.length + created.length + newClasses.length);

      await context.phase('restore-classes', removedClasses, async ({ classGroup, teacherIds }) => {
        await putClassGroup(classGroup, [], { nameClaim: 'if-free' });
        for (const userId of teacherIds)
          await classTeachers.put({
            classId: classGroup.id,
            userId,
            schoolId: classGroup.schoolId,
            assignedAt: context.now().toISOString(),
          });
        return { classesRestored: 1 };
      });
      const idp = await findSamlIdpBySchool(record.schoolId);
      await context.phase('restore-accounts', accounts, async ({ profile, classIds, samlAccount }) => {
        const { status, ...fields } = profile;
        const {
          id: _id,
          username: _username,
          createdAt: _createdAt,
          lastSignIn: _lastSignIn,
          previousSignIn: _previousSignIn,
          numSignIns: _numSignIns,
          ...restorable
        } = fields;
        const current = await userProfiles.update({ id: profile.id }, restorable);
        if (status === 'active' && current.status !== 'active') {
          await userProfiles.update({ id: profile.id }, { status: 'disabled' });
          await restoreAccess(profile.id, dependencies);
        }
        await setPlaces(profile, classIds, steps.role, context.now());
        // The NameID it signed in with before (a restore point of before links were kept has none to give).
        if (idp && samlAccount !== undefined) {
          await linkAccountNameId(profile, idp.id, linkBefore(samlAccount), dependencies, context.now(), (text) =>
            context.line(icu('{name}: {problem}', { name: `${profile.firstName} ${profile.lastName}`, problem: text })),
          );
        }
        return { restored: 1 };
      });
      await context.phase('created-accounts', created, async (userId) => {
        const [profile] = await loadProfiles([userId]);
        // Its NameID is freed first, so the school system's person can be given an account again.
        if (profile && idp)
          await linkAccountNameId(profile, idp.id, null, dependencies, context.now(), () => undefined);
        if (profile && profile.status !== 'deleted')
          await removeSchoolAccount(profile, dependencies, { reversible: false });
        return { deleted: 1 };
      });
      await context.phase('created-classes', newClasses, async ({ id }) => {
        await removeClass(id);
        return { classesRemoved: 1 };
      });
      await setImportState(record, 'undone');
      return { importId };
    },
  };
}

/** Puts an account's class places back to `classIds` in its school (adds missing, removes others). */
async function setPlaces(
  profile: SessionUser,
  classIds: readonly string[],
  role: 'student' | 'teacher',
  now: Date,
): Promise<void> {
  const current =
    role === 'student'
      ? profile.schoolId
        ? (await listStudentMemberships(profile.schoolId, profile.id)).map((place) => place.classId)
        : []
      : await listTeacherClassIds(profile.id);
  const classes = await getClassGroups(classIds.filter((id) => !current.includes(id)));
  for (const classGroup of classes) {
    if (role === 'student')
      await classMembers.put({
        classId: classGroup.id,
        userId: profile.id,
        schoolId: classGroup.schoolId,
        joinedAt: now.toISOString(),
      });
    else
      await classTeachers.put({
        classId: classGroup.id,
        userId: profile.id,
        schoolId: classGroup.schoolId,
        assignedAt: now.toISOString(),
      });
  }
  for (const classGroup of await getClassGroups(current.filter((id) => !classIds.includes(id)))) {
    if (role === 'student') await removeClassMember(classGroup, profile.id);
    else await unassignClassTeacher(classGroup, profile.id);
  }
}
