import { randomUUID } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SCHOOL_ID } from '../../bin/seed/demo-profiles';
import { db, tableName } from '../../functions/data/client';
import { ConcurrentChangeError } from '../../functions/data/entity';
import { listSchoolMembers, updateProfile, userProfiles, type ProfileChanges } from '../../functions/data/users';
import { profile, useLocalTable } from './support/local-table';

/** The profile item as DynamoDB holds it, keys included. */
async function storedItem(userId: string): Promise<Record<string, unknown>> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: userProfiles.keyOf({ id: userId }), ConsistentRead: true }),
  );
  if (!Item) throw new Error(`No profile ${userId}`);
  return Item;
}

async function teachersOf(schoolId: string): Promise<string[]> {
  const page = await listSchoolMembers(schoolId, 'teacher', { limit: 50 });
  return page.items.map((member) => `${member.firstName} ${member.lastName}`);
}

describe('school members by role', () => {
  beforeAll(() => useLocalTable());

  it("lists the demo school's teachers by last name", async () => {
    // Act
    const teachers = await teachersOf(DEMO_SCHOOL_ID);

    // Assess
    expect(teachers).toEqual(['Ada Admin', 'Tom Teacher']);
  });

  it('lists a renamed member in the new order', async () => {
    // Prepare
    const schoolId = randomUUID();
    const adams = profile({ schoolId, schoolRole: 'teacher', firstName: 'Kim', lastName: 'Adams' });
    const others = ['Brown', 'Clark'].map((lastName) =>
      profile({ schoolId, schoolRole: 'teacher', firstName: 'Kim', lastName }),
    );
    await Promise.all(
      [adams, ...others, profile({ schoolId, schoolRole: 'student', lastName: 'Aardvark' })].map((user) =>
        userProfiles.put(user),
      ),
    );

    // Act
    const renamed = await updateProfile(adams.id, { lastName: 'Zimmer' });
    const teachers = await teachersOf(schoolId);

    // Assess
    expect(renamed.lastName).toBe('Zimmer');
    expect(teachers).toEqual(['Kim Brown', 'Kim Clark', 'Kim Zimmer']);
  });

  it('no longer lists a user removed from the school', async () => {
    // Prepare
    const schoolId = randomUUID();
    const stays = profile({ schoolId, schoolRole: 'teacher', lastName: 'Stays' });
    const leaves = profile({ schoolId, schoolRole: 'teacher', lastName: 'Leaves' });
    await Promise.all([stays, leaves].map((user) => userProfiles.put(user)));

    // Act
    await updateProfile(leaves.id, { schoolId: null, schoolRole: null });
    const teachers = await teachersOf(schoolId);
    const stored = await storedItem(leaves.id);

    // Assess
    expect(teachers).toEqual(['Ada Stays']);
    expect(stored).not.toHaveProperty('gsi1pk');
    expect(stored).not.toHaveProperty('gsi1sk');
  });

  it('keeps the index keys true to the stored names when renames and role changes race', async () => {
    // Prepare
    const member = profile({ schoolId: randomUUID(), schoolRole: 'teacher' });
    await userProfiles.put(member);
    const changes: ProfileChanges[] = Array.from({ length: 12 }, (_, i) => {
      if (i % 3 === 0) return { lastName: `Last${i}` };
      if (i % 3 === 1) return { firstName: `First${i}` };
      return { schoolRole: i % 2 ? 'teacher' : 'student' };
    });

    // Act
    const outcomes = await Promise.allSettled(changes.map((change) => updateProfile(member.id, change)));
    const stored = await storedItem(member.id);

    // Assess
    // Every index the profile is in (the school's members; a student's place in the clean-up index) matches what is stored.
    const storedIndexKeys = Object.fromEntries(Object.entries(stored).filter(([name]) => /^gsi\d(pk|sk)$/.test(name)));
    expect(storedIndexKeys).toEqual(userProfiles.indexKeysOf(userProfiles.fromItem(stored)));
    for (const outcome of outcomes)
      if (outcome.status === 'rejected') expect(outcome.reason).toBeInstanceOf(ConcurrentChangeError);
    expect(outcomes.some((outcome) => outcome.status === 'fulfilled')).toBe(true);
  });

  it('answers a clear not-found for an update of a missing user, and creates nothing', async () => {
    // Prepare
    const missingId = randomUUID();

    // Act
    const update = updateProfile(missingId, { lastName: 'Ghost' });

    // Assess
    await expect(update).rejects.toMatchObject({ status: 404 });
    expect(await userProfiles.get({ id: missingId })).toBeNull();
  });
});

describe('reindexing profiles written before an index existed', () => {
  it('gives an old profile its e-mail list and clean-up keys (in a shard), and leaves a deleted one out', async () => {
    const { PutCommand, GetCommand } = await import('@aws-sdk/lib-dynamodb');
    const { db, tableName } = await import('../../functions/data/client');
    const { reindexProfiles } = await import('../../functions/data/reindex-profiles');
    const parent = profile({ email: `old-${randomUUID().slice(0, 6)}@example.com`, homeRole: 'parent' });
    const student = profile({ schoolRole: 'student', schoolId: randomUUID(), lastSignIn: '2020-05-06T07:00:00.000Z' });
    const deleted = profile({ schoolRole: 'student', schoolId: randomUUID(), status: 'deleted' });
    // As a release before the indexes wrote them: the item with its gsi1 keys only.
    for (const user of [parent, student, deleted]) {
      const { gsi2pk: _a, gsi2sk: _b, gsi3pk: _c, gsi3sk: _d, ...old } = userProfiles.toItem(user);
      await db().send(new PutCommand({ TableName: tableName(), Item: old }));
    }
    // And one from before the clean-up index was sharded: its month's single partition.
    const unsharded = profile({
      schoolRole: 'student',
      schoolId: randomUUID(),
      lastSignIn: '2020-06-06T07:00:00.000Z',
    });
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...userProfiles.toItem(unsharded), gsi3pk: 'STUDENTSIGNIN#2020-06' },
      }),
    );

    await reindexProfiles();

    const stored = async (id: string) =>
      (await db().send(new GetCommand({ TableName: tableName(), Key: userProfiles.keyOf({ id }) }))).Item ?? {};
    expect(String((await stored(parent.id))['gsi2pk'])).toMatch(/^CONTACTS#parent#\d$/);
    expect(String((await stored(student.id))['gsi3pk'])).toMatch(/^STUDENTSIGNIN#2020-05#\d$/);
    expect(String((await stored(unsharded.id))['gsi3pk'])).toMatch(/^STUDENTSIGNIN#2020-06#\d$/);
    expect((await stored(deleted.id))['gsi3pk']).toBeUndefined();
  }, 120_000);
});
