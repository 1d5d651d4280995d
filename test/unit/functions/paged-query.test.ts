import { describe, expect, it } from 'vitest';
import {
  allPages,
  decodeCursor,
  encodeCursor,
  InvalidCursorError,
  type PartitionQuery,
} from '../../../functions/data/paged-query';

const members: PartitionQuery = { index: 'gsi1', partition: 'SCHOOL#s1', sortKeyPrefix: 'teacher#' };
const memberKey = { pk: 'USER#u1', sk: 'PROFILE', gsi1pk: 'SCHOOL#s1', gsi1sk: 'teacher#lovelace#ada#u1' };

function refusal(cursor: string, query: PartitionQuery = members): unknown {
  try {
    decodeCursor(cursor, query);
  } catch (error) {
    return error;
  }
  return null;
}

describe('list cursors', () => {
  it('decode to the key they were made from, in URL-safe characters', () => {
    // Act
    const cursor = encodeCursor(memberKey);

    // Assess
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(cursor, members)).toEqual(memberKey);
  });

  it.each([
    ['not base64url', '!!!'],
    ['not JSON', Buffer.from('{pk:').toString('base64url')],
    ['not an object', encodeCursor([1, 2] as never)],
    ['a missing key attribute', encodeCursor({ pk: 'USER#u1', sk: 'PROFILE', gsi1pk: 'SCHOOL#s1' })],
    ['an extra attribute', encodeCursor({ ...memberKey, admin: 'true' })],
    ['a value that is not a string', encodeCursor({ ...memberKey, sk: 1 })],
    ['another partition', encodeCursor({ ...memberKey, gsi1pk: 'SCHOOL#s2' })],
    ['another sort-key prefix', encodeCursor({ ...memberKey, gsi1sk: 'student#lovelace#ada#u1' })],
    ['a key of the table, not of the index', encodeCursor({ pk: 'SCHOOL#s1', sk: 'teacher#x' })],
  ])('are refused with a 400 when they hold %s', (_what, cursor) => {
    // Act
    const error = refusal(cursor);

    // Assess
    expect(error).toBeInstanceOf(InvalidCursorError);
    expect((error as InvalidCursorError).status).toBe(400);
  });

  it('of one list are refused by a list of another partition', () => {
    // Prepare
    const firstList: PartitionQuery = { index: null, partition: 'USER#a', sortKeyPrefix: 'CHILD#' };
    const cursor = encodeCursor({ pk: 'USER#a', sk: 'CHILD#c1' });

    // Act
    const sameList = decodeCursor(cursor, firstList);
    const otherParent = refusal(cursor, { ...firstList, partition: 'USER#b' });

    // Assess
    expect(sameList).toEqual({ pk: 'USER#a', sk: 'CHILD#c1' });
    expect(otherParent).toBeInstanceOf(InvalidCursorError);
  });
});

describe('following pages', () => {
  it('collects every page until the cursor is null', async () => {
    // Prepare
    const pages: Record<string, { items: number[]; cursor: string | null }> = {
      first: { items: [1, 2], cursor: 'second' },
      second: { items: [3, 4], cursor: 'third' },
      third: { items: [5], cursor: null },
    };

    // Act
    const items = await allPages(
      async (cursor) => pages[cursor ?? 'first'] as { items: number[]; cursor: string | null },
    );

    // Assess
    expect(items).toEqual([1, 2, 3, 4, 5]);
  });
});
