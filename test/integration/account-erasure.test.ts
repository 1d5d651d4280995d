import { beforeAll, describe, expect, it } from 'vitest';
import { appLaunchEndpoints } from '../../shared/api/endpoints/app-launch';
import { classesEndpoints } from '../../shared/api/endpoints/classes';
import { teachersEndpoints } from '../../shared/api/endpoints/teachers';
import { exportFiles } from '../../functions/adapters/export-files';
import { paymentsProvider } from '../../functions/adapters/payments';
import { cognitoSignInDirectory } from '../../functions/adapters/sign-in-directory/cognito';
import {
  dueAccountErasures,
  ERASE_DELETED_AFTER_DAYS,
  queueDeletedAccounts,
} from '../../functions/data/account-erasures';
import { addClassMember } from '../../functions/data/class-groups';
import { saveSamlAccount } from '../../functions/data/saml-accounts';
import { putUserService } from '../../functions/data/user-services';
import { loadSessionUser, updateProfile, userProfiles } from '../../functions/data/users';
import { eraseDueAccount } from '../../functions/domain/privacy/account-erasure';
import { removeSchoolAccount } from '../../functions/domain/students/student-accounts';
import { handler as scheduledErasure } from '../../functions/scheduled/deleted-accounts';
import { callEndpoint } from './support/call-endpoint';
import { profile as aProfile, useLocalTable } from './support/local-table';
import { everyItem, type TableItem } from './support/table-scan';
import { portal } from './support/portal-client';
import { schoolWithMembers, type SchoolMember } from './support/school-access';
import { homeSubscription } from './support/user-services';

const MATHS_QUEST = '2';
const DAY_MS = 24 * 60 * 60 * 1000;
const AUDIT_ENTITIES = new Set(['audit-event', 'audit-subject']);
const DEPENDENCIES = {
  directory: cognitoSignInDirectory,
  payments: paymentsProvider,
  files: async () => exportFiles(),
};

type Item = TableItem;

/** Items that name the account and are still there at `at` (an item past its TTL is gone to the code). */
async function itemsNaming(userId: string, at: Date, items?: readonly Item[]): Promise<Item[]> {
  const atSeconds = Math.floor(at.getTime() / 1000);
  return (items ?? (await everyItem())).filter(
    (item) => JSON.stringify(item).includes(userId) && !(typeof item['ttl'] === 'number' && item['ttl'] <= atSeconds),
  );
}

/** An app opened by the account, so a launch, a use and the app's access name it. */
async function openApp(member: SchoolMember): Promise<void> {
  await putUserService(member.id, homeSubscription(MATHS_QUEST));
  const ticket = await callEndpoint(appLaunchEndpoints.createLaunchTicket, {
    as: member.as,
    body: { serviceId: MATHS_QUEST, relayState: null },
  });
  expect(ticket.status, JSON.stringify(ticket.errors)).toBe(201);
  const launched = await fetch(`${portal().url}/api/saml2/idp/launch`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ticket: ticket.data.ticket }).toString(),
  });
  expect(launched.status).toBe(200);
}

/** The account's erasure item, as the daily erasure finds it on a day. */
async function dueOn(userId: string, at: Date) {
  return (await dueAccountErasures(at, 1000)).find((due) => due.userId === userId) ?? null;
}

describe('erasing a deleted student, teacher or other account', () => {
  beforeAll(() => useLocalTable());

  it('leaves no item naming a deleted teacher or student but the audit trail, once the deletion falls due', async () => {
    // Prepare: a teacher with a class, a student in it with a school sign-on link; both opened an app.
    const { school, teacher, schoolAdmin, student } = await schoolWithMembers();
    const created = await callEndpoint(classesEndpoints.createClassGroup, {
      body: { name: 'Erasure Class' },
      as: teacher.as,
    });
    expect(created.status).toBe(201);
    await addClassMember(created.data.classGroup, student.id, new Date());
    await saveSamlAccount({
      userId: student.id,
      samlIdpId: `idp-${school.id}`,
      nameId: `name-${student.id}`,
      email: null,
      linkedAt: new Date().toISOString(),
    });
    await Promise.all([openApp(teacher), openApp(student)]);
    const studentProfile = await loadSessionUser(student.id);
    if (!studentProfile) throw new Error('The student has no profile');
    const namedBefore = await itemsNaming(student.id, new Date());
    expect(namedBefore.map((item) => item['entity'])).toEqual(
      expect.arrayContaining(['user', 'app-launch', 'app-use', 'saml-account', 'saml-name-id', 'class-member']),
    );

    // Act: an administrator deletes the teacher; an import deletes the student (reversibly).
    const deleted = await callEndpoint(teachersEndpoints.deleteTeacher, {
      params: { schoolId: school.id, teacherId: teacher.id },
      as: schoolAdmin.as,
    });
    await removeSchoolAccount(studentProfile, { directory: cognitoSignInDirectory }, { reversible: true });
    const deletedAt = new Date();
    const notYet = new Date(deletedAt.getTime() + (ERASE_DELETED_AFTER_DAYS - 1) * DAY_MS);
    const due = new Date(deletedAt.getTime() + (ERASE_DELETED_AFTER_DAYS + 1) * DAY_MS);
    const [teacherNotYet, studentNotYet, teacherDue, studentDue] = await Promise.all([
      dueOn(teacher.id, notYet),
      dueOn(student.id, notYet),
      dueOn(teacher.id, due),
      dueOn(student.id, due),
    ]);
    if (!teacherDue || !studentDue) throw new Error('A deleted account has no erasure waiting');
    const erased = [
      await eraseDueAccount(teacherDue, due, DEPENDENCIES),
      await eraseDueAccount(studentDue, due, DEPENDENCIES),
    ];

    // Assess: kept whole until the undo could no longer bring it back, then erased.
    expect(deleted.status).toBe(200);
    expect([teacherNotYet, studentNotYet]).toEqual([null, null]);
    expect(erased).toEqual([true, true]);
    // One read of the whole table serves every check below (it grows with the suite: each read is seconds).
    const after = await everyItem();
    for (const person of [teacher, student]) {
      const naming = await itemsNaming(person.id, due, after);
      expect(
        naming
          .filter((item) => !AUDIT_ENTITIES.has(String(item['entity'])))
          .map((item) => [item['entity'], item['pk']]),
        person === teacher ? 'teacher' : 'student',
      ).toEqual([]);
      const byEmail = after.filter((item) => JSON.stringify(item).toLowerCase().includes(person.email.toLowerCase()));
      expect(byEmail.filter((item) => item['entity'] !== 'username' || 'userId' in item)).toEqual([]);
      expect(await dueOn(person.id, due)).toBeNull();
    }
    // The audit trail keeps the deletion, with the id of whom it concerned.
    expect(
      (await itemsNaming(teacher.id, due, after)).some(
        (item) => item['entity'] === 'audit-event' && item['action'] === 'teacher.delete',
      ),
    ).toBe(true);
  });

  it('leaves an account an undo brought back as it is, and runs as the daily job with nothing due yet', async () => {
    // Prepare: a student deleted by an import, then restored by its undo.
    const { student } = await schoolWithMembers();
    const profile = await loadSessionUser(student.id);
    if (!profile) throw new Error('The student has no profile');
    await removeSchoolAccount(profile, { directory: cognitoSignInDirectory }, { reversible: true });
    await updateProfile(student.id, { status: 'active' });
    const due = new Date(Date.now() + (ERASE_DELETED_AFTER_DAYS + 1) * DAY_MS);
    const waiting = await dueOn(student.id, due);
    if (!waiting) throw new Error('The deletion left no erasure waiting');

    // Act
    const erased = await eraseDueAccount(waiting, due, DEPENDENCIES);
    const run = await scheduledErasure(undefined, { getRemainingTimeInMillis: () => 10 * 60_000 });

    // Assess
    expect(erased).toBe(false);
    expect((await loadSessionUser(student.id))?.status).toBe('active');
    expect(await dueOn(student.id, due)).toBeNull();
    expect(run).toEqual({ erased: 0, restored: 0, left: false });
  });

  it('queues once, due 33 days on, an account deleted before deletions were erased', async () => {
    // Prepare: a profile marked deleted with no erasure waiting, as deletions left them before.
    const deleted = aProfile({ status: 'deleted' });
    await userProfiles.put(deleted);
    const now = new Date();
    const due = new Date(now.getTime() + (ERASE_DELETED_AFTER_DAYS + 1) * DAY_MS);
    expect(await dueOn(deleted.id, due)).toBeNull();

    // Act
    await queueDeletedAccounts(now);
    const queued = await dueOn(deleted.id, due);
    await queueDeletedAccounts(new Date(now.getTime() + DAY_MS));

    // Assess: due 33 days on, and a second run keeps the first item.
    expect(queued?.dueAt).toBe(new Date(now.getTime() + ERASE_DELETED_AFTER_DAYS * DAY_MS).toISOString());
    expect(await dueOn(deleted.id, due)).toEqual(queued);
    expect(await dueOn(deleted.id, new Date(now.getTime() + (ERASE_DELETED_AFTER_DAYS - 1) * DAY_MS))).toBeNull();
  });
});
