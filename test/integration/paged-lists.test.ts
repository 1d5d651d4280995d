import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../bin/seed/demo-accounts';
import { linkChild, listChildIds } from '../../functions/data/child-links';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../functions/data/client';
import { allPages, InvalidCursorError, queryPage, type Page } from '../../functions/data/paged-query';
import { listSchoolMembers, userProfiles } from '../../functions/data/users';
import { findUserIdByUsername } from '../../functions/data/usernames';
import { profile, useLocalTable } from './support/local-table';

/** Reads a list to the end with the data layer's own helper, keeping every page's size. */
async function readAllPages<T>(
  readPage: (cursor: string | null) => Promise<Page<T>>,
): Promise<{ items: T[]; sizes: number[] }> {
  const sizes: number[] = [];
  const items = await allPages(async (cursor) => {
    const page = await readPage(cursor);
    sizes.push(page.items.length);
    return page;
  });
  return { items, sizes };
}

describe('paged lists', () => {
  beforeAll(() => useLocalTable());

  it('return each item of an index partition exactly once, page by page', async () => {
    // Prepare
    const schoolId = randomUUID();
    const students = Array.from({ length: 23 }, (_, i) =>
      profile({ schoolId, schoolRole: 'student', lastName: `Student${String(i).padStart(2, '0')}` }),
    );
    await Promise.all(students.map((student) => userProfiles.put(student)));
    await userProfiles.put(profile({ schoolId, schoolRole: 'teacher' }));

    // Act
    const { items, sizes } = await readAllPages((cursor) =>
      listSchoolMembers(schoolId, 'student', { limit: 10, cursor }),
    );

    // Assess
    expect(sizes).toEqual([10, 10, 3]);
    expect(items.map((student) => student.id)).toEqual(students.map((student) => student.id));
  });

  it('read by a sort-key prefix exactly the keys that begin with it, whatever follows it', async () => {
    // Prepare: keys that begin with 'ab' and go on with characters of one to four UTF-8 bytes, and
    // keys just before and after them.
    const partition = `PREFIXTEST#${randomUUID()}`;
    const inside = ['ab', 'ab#1', 'abz', 'ab\u00e9', 'ab\u4e2d', 'ab\uffff', 'ab\u{1F600}', 'ab\u{10FFFF}'];
    const outside = ['a', 'aa', 'aa\u{1F600}', 'a\u{10FFFF}', 'ac', 'b'];
    await Promise.all(
      [...inside, ...outside].map((sk) =>
        db().send(new PutCommand({ TableName: tableName(), Item: { pk: partition, sk } })),
      ),
    );

    // Act
    const { items } = await readAllPages((cursor) =>
      queryPage({ index: null, partition, sortKeyPrefix: 'ab' }, { limit: 3, cursor }),
    );

    // Assess
    expect(items.map((item) => item['sk']).sort()).toEqual([...inside].sort());
  });

  it('end with a null cursor when the last page is full', async () => {
    // Prepare
    const parentId = randomUUID();
    const childIds = Array.from({ length: 20 }, () => randomUUID()).sort();
    await Promise.all(childIds.map((childId) => linkChild(parentId, childId)));

    // Act
    const { items, sizes } = await readAllPages((cursor) => listChildIds(parentId, { limit: 10, cursor }));

    // Assess
    expect(sizes).toEqual([10, 10]);
    expect(items).toEqual(childIds);
  });

  it('refuse a tampered cursor and a cursor of another list with a 400', async () => {
    // Prepare
    const [parentA, parentB] = [randomUUID(), randomUUID()];
    await Promise.all(
      ['c1', 'c2', 'c3'].flatMap((childId) => [linkChild(parentA, childId), linkChild(parentB, childId)]),
    );
    const firstPageOfA = await listChildIds(parentA, { limit: 1 });
    const keyOfA = JSON.parse(Buffer.from(String(firstPageOfA.cursor), 'base64url').toString('utf8')) as Record<
      string,
      string
    >;
    const pointedAtB = Buffer.from(JSON.stringify({ ...keyOfA, pk: `USER#${parentB}` })).toString('base64url');
    const refusal = (read: () => Promise<unknown>) =>
      read().then(
        () => null,
        (error: unknown) => error,
      );

    // Act
    const refusals = await Promise.all([
      refusal(() => listChildIds(parentA, { limit: 1, cursor: `${firstPageOfA.cursor}.` })),
      refusal(() => listChildIds(parentA, { limit: 1, cursor: pointedAtB })),
      refusal(() => listChildIds(parentB, { limit: 1, cursor: firstPageOfA.cursor })),
      refusal(() => listSchoolMembers(parentA, 'student', { limit: 1, cursor: firstPageOfA.cursor })),
    ]);

    // Assess
    for (const error of refusals) {
      expect(error).toBeInstanceOf(InvalidCursorError);
      expect(error).toMatchObject({ status: 400 });
    }
  });

  it("list the demo parent's two children, written by the seed", async () => {
    // Prepare
    const [parentId, ...childIds] = await Promise.all(
      [DEMO_ACCOUNTS.parent, DEMO_ACCOUNTS.child, DEMO_ACCOUNTS.secondChild].map((account) =>
        findUserIdByUsername(account.username),
      ),
    );

    // Act
    const children = await listChildIds(String(parentId), { limit: 10 });

    // Assess
    expect(children.items.sort()).toEqual([...childIds].sort());
    expect(children.cursor).toBeNull();
  });
});
