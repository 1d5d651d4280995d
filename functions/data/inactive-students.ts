import { QueryCommand, type QueryCommandOutput } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';
import { TABLE_DESIGN } from './table-design';
import { inactivityPartition } from './users';

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
 * The students of one partition of the clean-up index (gsi3 STUDENTSIGNIN#<month>, 'Students by
 * last sign-in' in table-design.ts) whose time sorts before `before`: one Query a page, reading
 * back only what the preview lists (ids, schools, names, last sign-in). Deleted students have left the index, so a second read finds only those left.
 */
export async function* readInactiveStudents(partition: {
  month: string;
  before: string;
}): AsyncGenerator<InactiveStudentRow[]> {
  const { partitionKey, sortKey } = TABLE_DESIGN.indexes.gsi3;
  let startKey: Record<string, unknown> | undefined;
  do {
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
        ExpressionAttributeValues: { ':pk': inactivityPartition(partition.month), ':before': partition.before },
        ExclusiveStartKey: startKey,
      }),
    );
    yield (page.Items ?? []).map((item) => ({
      id: String(item['id']),
      schoolId: (item['schoolId'] as string | null | undefined) ?? null,
      schoolRole: 'student' as const,
      firstName: String(item['firstName'] ?? ''),
      lastName: String(item['lastName'] ?? ''),
      username: String(item['username'] ?? ''),
      lastSignIn: (item['lastSignIn'] as string | null | undefined) ?? null,
    }));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
}
