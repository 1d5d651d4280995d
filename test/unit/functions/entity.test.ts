import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { classMembers } from '../../../functions/data/class-groups';
import { defineEntity } from '../../../functions/data/entity';
import { userProfiles } from '../../../functions/data/users';
import { aUser } from '../rules/fixtures';

const teacher = aUser({
  id: 'u1',
  firstName: 'Ada',
  lastName: 'Lovelace',
  title: 'Ms.',
  schoolRole: 'teacher',
  schoolId: 's1',
});

describe('entity keys', () => {
  it('derives the primary key and every index key from the attributes on a put', () => {
    // Act
    const item = userProfiles.toItem(teacher);

    // Assess
    expect(item).toMatchObject({
      pk: 'USER#u1',
      sk: 'PROFILE',
      entity: 'user',
      gsi1pk: 'SCHOOL#s1',
      gsi1sk: 'teacher#lovelace#ada#u1',
    });
    // A put is a change of everything: it keeps its time as the OneRoster API's dateLastModified.
    expect(userProfiles.fromItem(item)).toEqual({ ...teacher, updatedAt: expect.any(String) });
  });

  it('writes no index key when a field the index reads is null (a sparse index)', () => {
    // Act
    const item = userProfiles.toItem({ ...teacher, schoolId: null, schoolRole: null });

    // Assess
    expect(item).not.toHaveProperty('gsi1pk');
    expect(item).not.toHaveProperty('gsi1sk');
  });

  it('leaves an item out of an index whose key function answers null', () => {
    // Prepare
    const tasks = defineEntity({
      name: 'task',
      schema: z.object({ id: z.string(), owner: z.string(), done: z.boolean() }),
      key: { fields: ['id'], key: ({ id }) => ({ pk: `TASK#${id}`, sk: 'TASK' }) },
      indexes: {
        openByOwner: {
          index: 'gsi2',
          fields: ['owner', 'done'],
          key: ({ owner, done }) => (done ? null : { pk: `OWNER#${owner}`, sk: 'OPEN' }),
        },
      },
    });

    // Act
    const open = tasks.toItem({ id: 't1', owner: 'o1', done: false });
    const done = tasks.toItem({ id: 't1', owner: 'o1', done: true });

    // Assess
    expect(open).toMatchObject({ gsi2pk: 'OWNER#o1', gsi2sk: 'OPEN' });
    expect(done).not.toHaveProperty('gsi2pk');
  });

  it('validates an item against its schema before it is written', () => {
    // Act
    const write = () => userProfiles.toItem({ ...teacher, createdAt: 'yesterday' });

    // Assess
    expect(write).toThrow();
  });

  it('refuses a declaration that uses one index twice or names a field like a key attribute', () => {
    // Prepare
    const schema = z.object({ id: z.string(), a: z.string(), gsi1pk: z.string() });
    const key = { fields: ['id'] as const, key: ({ id }: { id: string }) => ({ pk: id, sk: 'X' }) };

    // Act
    const twice = () =>
      defineEntity({
        name: 'twice',
        schema: z.object({ id: z.string(), a: z.string() }),
        key,
        indexes: {
          one: { index: 'gsi1', fields: ['a'], key: ({ a }) => ({ pk: a, sk: a }) },
          two: { index: 'gsi1', fields: ['a'], key: ({ a }) => ({ pk: a, sk: a }) },
        },
      });
    const clash = () => defineEntity({ name: 'clash', schema, key });

    // Assess
    expect(twice).toThrow(/uses one index twice/);
    expect(clash).toThrow(/gsi1pk/);
  });
});

describe('entity updates', () => {
  it('names the indexes an update touches: only those that read a changed field', () => {
    // Assess
    expect(userProfiles.indexesTouchedBy({ lastName: 'Byron' })).toEqual(['schoolMembers', 'directory']);
    expect(userProfiles.indexesTouchedBy({ schoolId: null })).toEqual(['schoolMembers']);
    expect(userProfiles.indexesTouchedBy({ staffRoles: [], numSignIns: 3 })).toEqual([]);
    expect(userProfiles.indexesTouchedBy({ lastName: undefined })).toEqual([]);
  });

  it('recomputes the keys of a renamed member from the current values, and holds those values by a condition', () => {
    // Act
    const input = userProfiles.updateInput({ id: 'u1' }, { lastName: 'Byron' }, teacher);

    // Assess
    const setValues = Object.fromEntries(
      [...input.UpdateExpression.matchAll(/(#e\d+) = (:e\d+)/g)].map(([, name, value]) => [
        input.ExpressionAttributeNames[name as string],
        input.ExpressionAttributeValues?.[value as string],
      ]),
    );
    expect(input.Key).toEqual({ pk: 'USER#u1', sk: 'PROFILE' });
    expect(setValues).toEqual({
      lastName: 'Byron',
      updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      gsi1pk: 'SCHOOL#s1',
      gsi1sk: 'teacher#byron#ada#u1',
      gsi4pk: 'DIRECTORY#by',
      gsi4sk: 'byron#ada#u1',
    });
    const held = [...input.ConditionExpression.matchAll(/(#eh\d+) = (:eh\d+)/g)].map(([, name, value]) => [
      input.ExpressionAttributeNames[name as string],
      input.ExpressionAttributeValues?.[value as string],
    ]);
    expect(Object.fromEntries(held)).toEqual({
      schoolId: 's1',
      schoolRole: 'teacher',
      firstName: 'Ada',
      status: 'active',
    });
    // A profile stored before accounts had a status reads as active: its missing attribute holds too.
    expect(input.ConditionExpression).toMatch(/\(#eh(\d) = :eh\1 OR attribute_not_exists\(#eh\1\)\)/);
    expect(input.ConditionExpression).toContain('attribute_exists(#epk)');
  });

  it('keeps the time of a change only when the update changes what the entity says it covers', () => {
    // Act: a name is served by the OneRoster API, a sign-in is not.
    const renamed = userProfiles.updateInput({ id: 'u1' }, { firstName: 'Augusta' }, teacher);
    const signedIn = userProfiles.updateInput({ id: 'u1' }, { lastSignIn: '2026-12-01T00:00:00.000Z' }, teacher);

    // Assess
    expect(Object.values(renamed.ExpressionAttributeNames)).toContain('updatedAt');
    expect(Object.values(signedIn.ExpressionAttributeNames)).not.toContain('updatedAt');
  });

  it("keeps the time a place moves to another school (a merge), which moves the school's enrollment", () => {
    // Act
    const place = { classId: 'c1', userId: 'u1' };
    const current = { ...place, schoolId: 's1', joinedAt: '2026-01-01T00:00:00.000Z' };
    const moved = classMembers.updateInput(place, { schoolId: 's2' }, current);

    // Assess
    expect(Object.values(moved.ExpressionAttributeNames)).toContain('updatedAt');
  });

  it('removes the index keys when an update empties a field the index reads', () => {
    // Act
    const input = userProfiles.updateInput({ id: 'u1' }, { schoolId: null, schoolRole: null }, teacher);

    // Assess
    const removed = input.UpdateExpression.split(' REMOVE ')[1]
      ?.split(', ')
      .map((name) => input.ExpressionAttributeNames[name]);
    expect(removed).toEqual(expect.arrayContaining(['gsi1pk', 'gsi1sk']));
    expect(Object.values(input.ExpressionAttributeValues ?? {})).not.toContain('SCHOOL#s1');
  });

  it('keeps a profile in the e-mail list by its group, and a student in the clean-up index by last sign-in or, never signed in, creation', () => {
    const student = {
      ...teacher,
      email: null,
      schoolRole: 'student' as const,
      createdAt: '2024-02-03T00:00:00.000Z',
      lastSignIn: null,
    };

    const never = userProfiles.toItem(student);
    const signedIn = userProfiles.updateInput({ id: 'u1' }, { lastSignIn: '2025-07-08T09:00:00.000Z' }, student);
    const parent = userProfiles.toItem({
      ...teacher,
      email: 'p@example.com',
      schoolRole: null,
      schoolId: null,
      homeRole: 'parent',
    });
    const deleted = userProfiles.toItem({ ...student, status: 'deleted' });

    // The month's partition is one of INACTIVITY_SHARDS, by the student's id ('u1' is shard 6).
    expect([never['gsi3pk'], never['gsi3sk']]).toEqual(['STUDENTSIGNIN#NEVER#6', '2024-02-03T00:00:00.000Z#u1']);
    expect(never['gsi2pk']).toBeUndefined();
    const set = Object.fromEntries(
      [...signedIn.UpdateExpression.matchAll(/(#e\d+) = (:e\d+)/g)].map(([, name, value]) => [
        signedIn.ExpressionAttributeNames[name as string],
        signedIn.ExpressionAttributeValues?.[value as string],
      ]),
    );
    expect(set).toMatchObject({
      lastSignIn: '2025-07-08T09:00:00.000Z',
      gsi3pk: 'STUDENTSIGNIN#2025-07#6',
      gsi3sk: '2025-07-08T09:00:00.000Z#u1',
    });
    const held = [...signedIn.ConditionExpression.matchAll(/#eh\d+/g)].map(
      ([name]) => signedIn.ExpressionAttributeNames[name],
    );
    expect(held).toEqual(expect.arrayContaining(['schoolRole', 'createdAt', 'status']));
    expect(String(parent['gsi2pk'])).toMatch(/^CONTACTS#parent#\d$/);
    expect(parent['gsi3pk']).toBeUndefined();
    expect(deleted['gsi3pk']).toBeUndefined();
  });

  it('holds a null field by its type when an update needs it', () => {
    // Prepare
    const outsideSchool = { ...teacher, schoolId: null };

    // Act
    const input = userProfiles.updateInput({ id: 'u1' }, { lastName: 'Byron' }, outsideSchool);

    // Assess
    expect(input.ConditionExpression).toMatch(/attribute_not_exists\(#eh\d\) OR attribute_type\(#eh\d, :enull\)/);
    expect(input.UpdateExpression).toMatch(/REMOVE/);
  });

  it('writes no index key and reads nothing for an update that no index reads', () => {
    // Act
    const input = userProfiles.updateInput({ id: 'u1' }, { numSignIns: 4 }, null);

    // Assess
    expect(input.UpdateExpression).toBe('SET #e0 = :e0');
    expect(input.ConditionExpression).toBe('attribute_exists(#epk)');
  });

  it('refuses to update a key field, to work without the current values an index needs, to store an invalid value, and to change nothing', () => {
    // Act
    const keyChange = () => userProfiles.updateInput({ id: 'u1' }, { id: 'u2' } as never, teacher);
    const blind = () => userProfiles.updateInput({ id: 'u1' }, { lastName: 'Byron' }, null);
    const invalid = () => userProfiles.updateInput({ id: 'u1' }, { numSignIns: -1 }, null);
    const nothing = () => userProfiles.updateInput({ id: 'u1' }, { lastSignIn: undefined }, null);

    // Assess
    expect(keyChange).toThrow(/part of the key/);
    expect(blind).toThrow(/needs its current/);
    expect(invalid).toThrow();
    expect(nothing).toThrow(/at least one change/);
  });
});
