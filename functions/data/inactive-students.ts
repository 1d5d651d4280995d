import { QueryCommand, type QueryCommandOutput } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';
import { TABLE_DESIGN } from './table-design';
import { INACTIVITY_SHARDS, inactivityPartition } from './users';

/**
 * The months the clean-up index is read from: sign-ins before this month were never recorded (the
 * portal's records start in 2016), so no student has a last sign-in in an earlier partition.
 */
export const FIRST_SIGN_IN_MONTH = '2015-01';

/** Who counts as inactive: last signed in before one time, or never signed in and created before another. */
export interface InactivityCutoffs {
  signedInBefore: string;
  neverSignedInCreatedBefore: string;
}

export interface InactiveStudentRow {
  id: string;
  schoolId: string | null;
  schoolRole: 'student';
  /** What the preview lists: the student's name, username and last sign-in (null: never). */
  firstName: string;
  lastName: string;
  username: string;
  lastSignIn: string | null;
}

/** The partitions to read for these cutoffs: every month up to the sign-in cutoff's, then NEVER. */
export function inactivityPartitions(cutoffs: InactivityCutoffs): { month: string; before: string }[] {
  const months: { month: string; before: string }[] = [];
  const last = cutoffs.signedInBefore.slice(0, 7);
  for (let month = FIRST_SIGN_IN_MONTH; month <= last; month = nextMonth(month))
    months.push({ month, before: cutoffs.signedInBefore });
  return [...months, { month: 'NEVER', before: cutoffs.neverSignedInCreatedBefore }];
}

function nextMonth(month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`;
}

/**
 * The students of one month of the clean-up index (gsi3 STUDENTSIGNIN#<month>#<shard>, 'Students
 * by last sign-in' in table-design.ts) whose time sorts before `before`: the month's shards are
 * read side by side, a page of each unfinished shard a round, reading back only what the preview
 * lists (ids, schools, names, last sign-in). Deleted students have left the index, so a second read
 * finds only those left.
 */
export async function* readInactiveStudents(partition: {
  month: string;
  before: string;
}): AsyncGenerator<InactiveStudentRow[]> {
  const shards = new Map<number, Record<string, unknown> | undefined>(
    Array.from({ length: INACTIVITY_SHARDS }, (_, shard) => [shard, undefined]),
  );
  while (shards.size > 0) {
    const pages = await Promise.all([...shards].map(([shard, startKey]) => readShardPage(partition, shard, startKey)));
    for (const { shard, lastKey } of pages) {
      if (lastKey) shards.set(shard, lastKey);
      else shards.delete(shard);
    }
    const rows = pages.flatMap((page) => page.rows);
    if (rows.length > 0) yield rows;
  }
}

async function readShardPage(
  partition: { month: string; before: string },
  shard: number,
  startKey: Record<string, unknown> | undefined,
): Promise<{ shard: number; rows: InactiveStudentRow[]; lastKey: Record<string, unknown> | undefined }> {
  const { partitionKey, sortKey } = TABLE_DESIGN.indexes.gsi3;
  const page: QueryCommandOutput = await db().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi3',
      KeyConditionExpression: '#pk = :pk AND #sk < :before',
      ProjectionExpression: '#id, #schoolId, #firstName, #lastName, #username, #lastSignIn',
      ExpressionAttributeNames: {
        '#pk': partitionKey,
        '#sk': sortKey,
        '#id': 'id',
        '#schoolId': 'schoolId',
        '#firstName': 'firstName',
        '#lastName': 'lastName',
        '#username': 'username',
        '#lastSignIn': 'lastSignIn',
      },
      ExpressionAttributeValues: { ':pk': inactivityPartition(partition.month, shard), ':before': partition.before },
      ExclusiveStartKey: startKey,
    }),
  );
  return {
    shard,
    rows: (page.Items ?? []).map((item) => ({
      id: String(item['id']),
      schoolId: (item['schoolId'] as string | null | undefined) ?? null,
      schoolRole: 'student' as const,
      firstName: String(item['firstName'] ?? ''),
      lastName: String(item['lastName'] ?? ''),
      username: String(item['username'] ?? ''),
      lastSignIn: (item['lastSignIn'] as string | null | undefined) ?? null,
    })),
    lastKey: page.LastEvaluatedKey,
  };
}
