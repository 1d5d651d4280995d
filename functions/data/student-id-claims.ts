import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import * as z from 'zod/mini';
import { defineEntity, type Condition } from './entity';
import type { TransactItem } from './transactions';

/**
 * A Student ID's claim in its school ('Student by Student ID in a school (uniqueness)' in
 * table-design.ts): one item per ID as the SMART Tool compares them (studentIdKey), written in the
 * transaction that gives a student the ID, and read by key. The school's student list, which the
 * check also reads, is an index that DynamoDB updates a moment after the write; the claim closes
 * that moment, and two students given one ID at the same time. A claim is not let go: one whose
 * student no longer holds the ID (deleted, moved, given another) is stale, and taken over on the
 * condition that it is still that student's.
 */
export const studentIdClaims = defineEntity({
  name: 'student-id',
  schema: z.object({ schoolId: z.string(), idKey: z.string(), userId: z.string() }),
  key: {
    fields: ['schoolId', 'idKey'],
    key: ({ schoolId, idKey }) => ({ pk: `STUDENTID#${schoolId}#${idKey}`, sk: 'STUDENTID' }),
  },
});

/** The student whose claim holds a Student ID in a school, or null (a consistent read). */
export async function studentIdClaimHolder(schoolId: string, idKey: string): Promise<string | null> {
  const claim = await studentIdClaims.get({ schoolId, idKey }, { consistent: true });
  return claim?.userId ?? null;
}

/** The claim's write for a transaction: made, or taken over from `holder` (the student itself, or one no longer holding it). */
export function studentIdClaimPut(
  claim: { schoolId: string; idKey: string; userId: string },
  holder: string | null,
): TransactItem {
  const condition: Condition =
    holder === null
      ? { expression: 'attribute_not_exists(#pk)', names: { '#pk': 'pk' } }
      : {
          expression: 'attribute_not_exists(#pk) OR userId = :holder',
          names: { '#pk': 'pk' },
          values: { ':holder': holder },
        };
  return { Put: studentIdClaims.putRequest(claim, condition) };
}

/** Whether a transaction was refused by a condition (a claim another writer took first, say). */
export function refusedByCondition(error: unknown): boolean {
  return (
    error instanceof TransactionCanceledException &&
    (error.CancellationReasons ?? []).some((reason) => reason.Code === 'ConditionalCheckFailed')
  );
}

/** Lets go of a Student ID's claim when this student holds it (given another ID, or erased); held by another, it stays. */
export async function releaseStudentIdClaim(schoolId: string, idKey: string, userId: string): Promise<void> {
  try {
    await studentIdClaims.remove(
      { schoolId, idKey },
      { condition: { expression: 'userId = :userId', values: { ':userId': userId } } },
    );
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
  }
}
