import { TITLES, type Title } from '../../../shared/constants';
import type { ImportApplyUser } from '../../../shared/import';
import type { School } from '../../../shared/schemas/schools';
import type { SessionUser } from '../../../shared/schemas/user';
import type { MailSender } from '../../adapters/mail/port';
import type { SecretBox } from '../../adapters/secret-box/port';
import type { SignInDirectory } from '../../adapters/sign-in-directory/port';
import { findSamlIdpBySchool } from '../../data/saml-idps';
import { getSchool } from '../../data/schools';
import {
  ClassCodeTakenError,
  classMembers,
  classTeachers,
  getClassGroup,
  listClassMembers,
  listClassTeachers,
  listStudentMemberships,
  putClassGroup,
  removeClassMember,
  unassignClassTeacher,
} from '../../data/class-groups';
import {
  getImport,
  importCreationPutRequest,
  listImportCreations,
  setImportState,
  type ImportRecord,
} from '../../data/student-imports';
import { listSignIns, signInEventAt, signInEvents } from '../../data/sign-in-events';
import { listUserServices, putUserService } from '../../data/user-services';
import { loadSessionUser, userProfiles, type ProfileChanges } from '../../data/users';
import { UsernameTakenError } from '../../data/usernames';
import { createAccount, schoolMemberProfile } from '../core/accounts/accounts';
import { keepPassword } from '../core/accounts/kept-passwords';
import { randomClassCode } from '../classes/classes';
import type { JobContext, JobWork } from '../core/jobs/job-work';
import { generatePassphrase } from '../core/accounts/passphrase';
import { removeSchoolAccount } from '../students/student-accounts';
import { usernameCandidates } from '../core/accounts/usernames';
import { mailTeacherPassword } from '../teachers/teacher-accounts';
import { recordAfterState } from './undo';
import { linkAccountNameId } from './sign-on-links';
import { loadImportSteps, removeClass } from './import-steps';
import type { ImportSteps } from './plan';
import { icu } from '../../../shared/i18n/text';

export interface ImportWorkDependencies {
  directory: SignInDirectory;
  /** Where students' passwords are sealed to be shown again. */
  passwords: SecretBox;
  /** New teachers are mailed their username and temporary password, as Manage Teachers does. */
  mail: MailSender;
  siteUrl: string;
}

const isTitle = (value: string | null): value is Title =>
  value !== null && (TITLES as readonly string[]).includes(value);

/** The profile changes a file row makes to the account it keeps (blank in the file: unchanged), against its before-state. */
export function profileChangesOf(user: ImportApplyUser, before: SessionUser, schoolId: string): ProfileChanges {
  const wanted: ProfileChanges = {
    firstName: user.firstName,
    ...(user.lastName !== null ? { lastName: user.lastName } : {}),
    ...(user.schoolKey !== null ? { schoolKey: user.schoolKey } : {}),
    ...(isTitle(user.title) ? { title: user.title } : {}),
    schoolId,
  };
  return Object.fromEntries(
    Object.entries(wanted).filter(([field, value]) => before[field as keyof SessionUser] !== value),
  ) as ProfileChanges;
}

/** A class place of the import's role: students are members, teachers are assigned. */
function places(role: ImportSteps['role']) {
  return {
    async members(classId: string): Promise<string[]> {
      const rows = role === 'student' ? await listClassMembers(classId) : await listClassTeachers(classId);
      return rows.map((row) => row.userId);
    },
    async add(classGroup: { id: string; schoolId: string }, userId: string, at: Date): Promise<void> {
      const item = { classId: classGroup.id, userId, schoolId: classGroup.schoolId };
      if (role === 'student') await classMembers.put({ ...item, joinedAt: at.toISOString() });
      else await classTeachers.put({ ...item, assignedAt: at.toISOString() });
    },
    async remove(classGroup: { id: string; schoolId: string }, userId: string): Promise<void> {
      if (role === 'student') await removeClassMember(classGroup, userId);
      else await unassignClassTeacher(classGroup, userId);
    },
  };
}

/** Creates a class of the file with the id the import gives it; a class already there (an earlier run's) is done. */
async function ensureClass(id: string, name: string, schoolId: string): Promise<void> {
  if (await getClassGroup(id, { consistent: true })) return;
  for (let attempt = 0; attempt < 5; attempt += 1) {
    try {
      // Matched by name when the file was prepared: a name taken since is not claimed, never a failure.
      await putClassGroup({ id, schoolId, name, code: randomClassCode() }, [], { nameClaim: 'if-free' });
      return;
    } catch (error) {
      if (!(error instanceof ClassCodeTakenError)) throw error;
    }
  }
  throw new Error('No free class code was found');
}

/**
 * The welcome mail of a teacher the import created. Sent once, after the account: a run that
 * stops between the two leaves the teacher without it (Reset Password on Manage Teachers sends one).
 */
async function mailNewTeacher(
  teacher: SessionUser,
  school: School,
  password: string,
  dependencies: ImportWorkDependencies,
): Promise<void> {
  await mailTeacherPassword(teacher, school, password, 'added', dependencies);
}

/** A new account for a file row; a row whose account an earlier run created is done. */
async function createRowAccount(
  record: ImportRecord,
  school: School,
  row: number,
  user: ImportApplyUser,
  dependencies: ImportWorkDependencies,
  now: Date,
): Promise<string | null> {
  const teacher = record.schoolRole === 'teacher';
  // A teacher's password is never the file's: a temporary one, mailed, changed at first sign-in.
  const password = teacher ? generatePassphrase() : (user.password ?? generatePassphrase());
  const usernames =
    record.schoolRole === 'student' ? usernameCandidates(user.firstName) : [(user.email ?? '').toLowerCase()];
  for (const username of usernames) {
    try {
      const created = await createAccount(
        {
          username,
          email: teacher ? user.email : null,
          password,
          temporaryPassword: teacher,
          preferredUsername: record.schoolRole === 'student',
          profile: schoolMemberProfile(school, record.schoolRole, {
            title: isTitle(user.title) ? user.title : null,
            firstName: user.firstName,
            lastName: user.lastName ?? '',
            schoolKey: user.schoolKey,
          }),
        },
        { directory: dependencies.directory, clock: () => now },
        (userId) => [{ Put: importCreationPutRequest(record.id, row, userId, record.ttl) }],
      );
      if (record.schoolRole === 'student') await keepPassword(dependencies.passwords, created.id, password, now);
      else await mailNewTeacher(created, school, password, dependencies);
      return created.id;
    } catch (error) {
      if (error instanceof UsernameTakenError && record.schoolRole === 'student') continue;
      if (error instanceof UsernameTakenError) return null;
      // The row's marker exists: an earlier run created its account at the same moment.
      if (
        error instanceof Error &&
        error.name === 'TransactionCanceledException' &&
        (await listImportCreations(record.id)).has(row)
      )
        return null;
      throw error;
    }
  }
  return null;
}

/** Merge: the kept account takes the merged one's classes (kept ones), services and sign-in history; then the merged account is deleted (reversibly). */
async function mergeInto(
  keptId: string,
  merged: SessionUser,
  classIds: readonly string[],
  steps: ImportSteps,
  dependencies: ImportWorkDependencies,
  now: Date,
): Promise<void> {
  const place = places(steps.role);
  for (const classId of classIds) {
    const restored = steps.classes.get(classId);
    if (restored && merged.schoolId === restored.classGroup.schoolId) await place.add(restored.classGroup, keptId, now);
  }
  const [keptServices, mergedServices] = await Promise.all([listUserServices(keptId), listUserServices(merged.id)]);
  for (const service of mergedServices)
    if (!keptServices.some((kept) => kept.serviceId === service.serviceId)) await putUserService(keptId, service);
  const history = await listSignIns(merged.id, 100);
  await signInEvents.putAll(history.items.map((event) => signInEventAt(keptId, event.at)));
  await removeSchoolAccount(merged, dependencies, { reversible: true });
}

/**
 * The apply job's work (school-and-family §2 SMART Tool): classes of the file, then each row
 * (create; or update the kept account, move it from another school, merge the others into it), the
 * deletions, the class places of the file's classes, and the classes removed. Every step is
 * idempotent, so a resumed run repeats the steps of the chunk that failed without doing anything
 * twice.
 */
export function importApplyWork(dependencies: ImportWorkDependencies): JobWork {
  return {
    kind: 'import-apply',
    async onFailure(job) {
      const importId = job.subject.importId;
      const record = importId ? await getImport(importId) : null;
      if (record) await setImportState(record, 'failed');
    },
    async run(context: JobContext) {
      const importId = context.job.subject.importId ?? '';
      const { record, steps } = await loadImportSteps(importId);
      const school = await getSchool(record.schoolId);
      if (!school) throw new Error(`The school of import ${importId} is missing`);
      if (record.state === 'failed') await setImportState(record, 'applying');
      const place = places(steps.role);
      const removeOtherClasses = record.removeOtherClassGroups ? steps.otherClasses : [];
      // A school that signs in through its school system: the file's NameIDs sign its accounts in.
      const idp = await findSamlIdpBySchool(record.schoolId);
      const nameIdRows = idp
        ? steps.users.flatMap((user, row) => (user.nameId ? [{ row, nameId: user.nameId }] : []))
        : [];
      await context.setTotal(
        steps.newClasses.length +
          steps.users.length +
          steps.deleted.length +
          steps.fileClasses.length +
          removeOtherClasses.length +
          nameIdRows.length,
      );

      await context.phase(
        'classes',
        steps.newClasses,
        async (newClass) => {
          await ensureClass(newClass.id, newClass.name, record.schoolId);
          return { classesCreated: 1 };
        },
        { doneLine: (count) => icu('{count, plural, one {# class created.} other {# classes created.}}', { count }) },
      );

      const created = await listImportCreations(importId);
      await context.phase(
        'accounts',
        steps.users.map((user, row) => ({ user, row })),
        async ({ user, row }): Promise<Record<string, number>> => {
          const now = context.now();
          if (user.matches.length === 0) {
            if (created.has(row)) return { created: 1 };
            const id = await createRowAccount(record, school, row, user, dependencies, now);
            if (!id)
              context.line(
                icu('Row {row} ({name}): no account was created, its username is taken.', {
                  row: row + 1,
                  name: `${user.firstName} ${user.lastName ?? ''}`.trim(),
                }),
              );
            return id ? { created: 1 } : { skipped: 1 };
          }
          const [keptId, ...mergedIds] = user.matches as [string, ...string[]];
          const before = steps.accounts.get(keptId)?.profile;
          if (!before) throw new Error(`The restore point of import ${importId} lacks account ${keptId}`);
          const moved = before.schoolId !== record.schoolId;
          if (moved && before.schoolId && steps.role === 'student') {
            for (const placeBefore of await listStudentMemberships(before.schoolId, keptId))
              await removeClassMember({ id: placeBefore.classId, schoolId: before.schoolId }, keptId);
          }
          const changes = profileChangesOf(user, before, record.schoolId);
          if (Object.keys(changes).length > 0) await userProfiles.update({ id: keptId }, changes);
          if (user.password !== null && steps.role === 'student') {
            await dependencies.directory.setPassword(before.username, user.password);
            await keepPassword(dependencies.passwords, keptId, user.password, now);
          }
          for (const mergedId of mergedIds) {
            const merged = (await loadSessionUser(mergedId)) ?? steps.accounts.get(mergedId)?.profile;
            if (merged)
              await mergeInto(keptId, merged, steps.accounts.get(mergedId)?.classIds ?? [], steps, dependencies, now);
          }
          const counts: Record<string, number> = { matched: 1 };
          if (moved) counts['moved'] = 1;
          if (mergedIds.length > 0) counts['merged'] = mergedIds.length;
          return counts;
        },
        {
          doneLine: (count) =>
            icu('{count, plural, one {# row of the file applied.} other {# rows of the file applied.}}', { count }),
        },
      );

      await context.phase(
        'deletions',
        steps.deleted,
        async (userId) => {
          const profile = steps.accounts.get(userId)?.profile;
          if (profile) await removeSchoolAccount(profile, dependencies, { reversible: true });
          return { deleted: 1 };
        },
        {
          doneLine: (count) => icu('{count, plural, one {# account deleted.} other {# accounts deleted.}}', { count }),
        },
      );

      const userIds = await listImportCreations(importId);
      const userOfRow = (row: number): string | undefined => steps.users[row]?.matches[0] ?? userIds.get(row);
      await context.phase(
        'memberships',
        steps.fileClasses,
        async ({ classId, rows }) => {
          const now = context.now();
          const wanted = new Set(rows.flatMap((row) => userOfRow(row) ?? []));
          const current = new Set(await place.members(classId));
          const classGroup = { id: classId, schoolId: record.schoolId };
          for (const userId of wanted) if (!current.has(userId)) await place.add(classGroup, userId, now);
          if (record.removeOtherUsersInClassGroups)
            for (const userId of current)
              if (!wanted.has(userId)) await place.remove({ id: classId, schoolId: record.schoolId }, userId);
          return {};
        },
        {
          chunkSize: 5,
          doneLine: (count) =>
            icu('The places of {count, plural, one {# class} other {# classes}} of the file set.', { count }),
        },
      );

      await context.phase(
        'sign-on',
        nameIdRows,
        async ({ row, nameId }) => {
          const userId = userOfRow(row);
          const profile = userId ? await loadSessionUser(userId) : null;
          if (!idp || !profile) return {};
          return linkAccountNameId(profile, idp.id, nameId, dependencies, context.now(), (text) =>
            context.line(
              icu('Row {row} ({name}): {problem}', {
                row: row + 1,
                name: `${profile.firstName} ${profile.lastName}`,
                problem: text,
              }),
            ),
          );
        },
        { doneLine: (count) => icu('The NameIDs of {count, plural, one {# row} other {# rows}} checked.', { count }) },
      );

      await context.phase(
        'other-classes',
        removeOtherClasses,
        async (restored) => {
          // A teacher import takes its teachers off the class; a student import removes the class.
          if (steps.role === 'teacher')
            for (const teacherId of await place.members(restored.classGroup.id))
              await place.remove(restored.classGroup, teacherId);
          else await removeClass(restored.classGroup.id);
          return { classesRemoved: 1 };
        },
        {
          doneLine: (count) =>
            icu('{count, plural, one {# class not in the file removed.} other {# classes not in the file removed.}}', {
              count,
            }),
        },
      );

      const touched = [...steps.users.flatMap((user) => user.matches), ...steps.deleted, ...userIds.values()];
      await recordAfterState(record, touched);
      await setImportState(record, 'applied');
      return { importId };
    },
  };
}
