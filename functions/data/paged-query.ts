import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { BadRequestError } from '../platform/errors';
import { db, tableName } from './client';
import { TABLE_DESIGN, keyAttributesOf, type IndexName } from './table-design';

/** One partition of the table or of an index, optionally narrowed to sort keys with a prefix. */
export interface PartitionQuery {
  index: IndexName | null;
  partition: string;
  sortKeyPrefix?: string;
  /** Only sort keys from the first to the second, both included (not with a prefix). */
  sortKeyBetween?: readonly [string, string];
  /** Highest sort key first. */
  descending?: boolean;
  /**
   * Only these attributes of each item (ProjectionExpression; the key attributes are always read,
   * for the cursor): for a list read for a few fields of items that hold more.
   */
  attributes?: readonly string[];
}

export interface PageRequest {
  limit: number;
  /** The cursor of the previous page; absent or null for the first page. */
  cursor?: string | null;
}

/** A page of a list; `cursor` is null on the last page and otherwise asks for the next one. */
export interface Page<T> {
  items: T[];
  cursor: string | null;
}

export const MAX_PAGE_SIZE = 1000;

export class InvalidCursorError extends BadRequestError {
  constructor() {
    super('This list position is not valid for this list. Please start again from the first page.');
  }
}

function keyNames(index: IndexName | null): { partition: string; sort: string } {
  if (!index) return { partition: TABLE_DESIGN.partitionKey, sort: TABLE_DESIGN.sortKey };
  const { partitionKey, sortKey } = TABLE_DESIGN.indexes[index];
  return { partition: partitionKey, sort: sortKey };
}

/** The cursor is opaque to clients: base64url of the key of the last item of the page. */
export function encodeCursor(key: Record<string, unknown>): string {
  return Buffer.from(JSON.stringify(key), 'utf8').toString('base64url');
}

/**
 * The start key a cursor stands for, accepted only when it is a key of this query: exactly the key
 * attributes of its table or index, all strings, in its partition and under its sort-key prefix.
 * Anything else (tampered, truncated, from another list) is an InvalidCursorError, never a read.
 */
export function decodeCursor(cursor: string, query: PartitionQuery): Record<string, string> {
  let key: unknown;
  try {
    if (!/^[A-Za-z0-9_-]+$/.test(cursor)) throw new Error('not base64url');
    key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw new InvalidCursorError();
  }
  if (typeof key !== 'object' || key === null || Array.isArray(key)) throw new InvalidCursorError();
  const entries = Object.entries(key);
  const expected = keyAttributesOf(query.index);
  const names = keyNames(query.index);
  const record = Object.fromEntries(entries) as Record<string, unknown>;
  const sameAttributes =
    entries.length === expected.length && expected.every((name) => typeof record[name] === 'string');
  if (!sameAttributes) throw new InvalidCursorError();
  if (record[names.partition] !== query.partition) throw new InvalidCursorError();
  if (query.sortKeyPrefix && !(record[names.sort] as string).startsWith(query.sortKeyPrefix))
    throw new InvalidCursorError();
  const between = query.sortKeyBetween;
  const sortKey = record[names.sort] as string;
  if (between && (sortKey < between[0] || sortKey > between[1])) throw new InvalidCursorError();
  return record as Record<string, string>;
}

function checkLimit(limit: number): void {
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_PAGE_SIZE) {
    throw new RangeError(`A page holds 1 to ${MAX_PAGE_SIZE} items, not ${limit}`);
  }
}

/** The highest code point, a noncharacter: no key of ours is made with it. */
const LAST_CHARACTER = '\u{10FFFF}';

/**
 * The sort keys that begin with a prefix, as a range: DynamoDB orders strings by their UTF-8 bytes,
 * so BETWEEN the prefix AND the prefix and U+10FFFF reads what begins_with reads (all but a key
 * with U+10FFFF right after the prefix and more after it). DynamoDB Local
 * answers the range from its index and begins_with by reading the whole partition: 1.2 ms against
 * 3.3 ms for 13 items of a partition of 5,000 (docs/benchmarks.md, schools).
 */
function prefixRange(prefix: string): readonly [string, string] {
  return [prefix, `${prefix}${LAST_CHARACTER}`];
}

/**
 * One page of a partition. It asks for one item more than the limit, so the cursor is null exactly
 * when nothing follows (DynamoDB alone would also hand back a key after a page that ends the list).
 */
export async function queryPage(query: PartitionQuery, page: PageRequest): Promise<Page<Record<string, unknown>>> {
  checkLimit(page.limit);
  const names = keyNames(query.index);
  if (query.sortKeyPrefix && query.sortKeyBetween)
    throw new RangeError('A query has a sort-key prefix or range, not both');
  const startKey = page.cursor ? decodeCursor(page.cursor, query) : undefined;
  const between = query.sortKeyPrefix ? prefixRange(query.sortKeyPrefix) : query.sortKeyBetween;
  const projected = query.attributes
    ? [...new Set([...keyAttributesOf(query.index), ...query.attributes])].map((name, at) => [`#a${at}`, name] as const)
    : [];
  const result = await db().send(
    new QueryCommand({
      TableName: tableName(),
      ...(query.index ? { IndexName: query.index } : {}),
      KeyConditionExpression: between ? '#pk = :pk AND #sk BETWEEN :from AND :to' : '#pk = :pk',
      ...(projected.length > 0 ? { ProjectionExpression: projected.map(([alias]) => alias).join(', ') } : {}),
      ExpressionAttributeNames: {
        '#pk': names.partition,
        ...(between ? { '#sk': names.sort } : {}),
        ...Object.fromEntries(projected),
      },
      ExpressionAttributeValues: {
        ':pk': query.partition,
        ...(between ? { ':from': between[0], ':to': between[1] } : {}),
      },
      ScanIndexForward: !query.descending,
      ExclusiveStartKey: startKey,
      Limit: page.limit + 1,
    }),
  );
  const items = result.Items ?? [];
  if (items.length > page.limit) {
    const kept = items.slice(0, page.limit);
    const last = kept[kept.length - 1] as Record<string, unknown>;
    return {
      items: kept,
      cursor: encodeCursor(Object.fromEntries(keyAttributesOf(query.index).map((name) => [name, last[name]]))),
    };
  }
  return { items, cursor: result.LastEvaluatedKey ? encodeCursor(result.LastEvaluatedKey) : null };
}

/** Every item of a paged list, following cursors to the end: for lists that are small by design. */
export async function allPages<T>(readPage: (cursor: string | null) => Promise<Page<T>>): Promise<T[]> {
  const items: T[] = [];
  let cursor: string | null = null;
  do {
    const page = await readPage(cursor);
    items.push(...page.items);
    cursor = page.cursor;
  } while (cursor);
  return items;
}
