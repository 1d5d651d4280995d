import { randomUUID } from 'node:crypto';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { isoDateTime } from '../../shared/schemas/common';
import type { School } from '../../shared/schemas/schools';
import { sendBatchWrite } from './batch-write';
import { db } from './client';
import { defineEntity, ITEM_ABSENT } from './entity';
import { newJobPutRequest, type JobRecord } from './jobs';
import { removeSchoolItems } from './school-removal';
import { importLocks } from './student-imports';
import { timeToLive } from './table-design';

/**
 * Merging two schools (staff-console §2 Merge) as a job: each school is held by a merge lock while
 * the job runs, and the job works from a plan written once, at its first run, of every record it
 * moves, so a run stopped half-way and resumed moves the same records and loses none.
 */
export const mergeLocks = defineEntity({
  name: 'school-merge-lock',
  schema: z.object({ schoolId: z.string(), jobId: z.string(), since: isoDateTime }),
  key: { fields: ['schoolId'], key: ({ schoolId }) => ({ pk: `MERGELOCK#${schoolId}`, sk: 'LOCK' }) },
});

/** What the merge moves, as read at its first run. */
export const mergePlanSchema = z.object({
  members: z.array(z.string()),
  classes: z.array(z.string()),
  services: z.array(z.string()),
  imports: z.array(z.string()),
  /** Teachers of other schools listed as the deleted school's district administrators. */
  districtAdministrators: z.array(z.string()),
  /** The deleted school's quote requests, by requestedAt#id. */
  quotes: z.array(z.string()),
});
export type MergePlan = z.infer<typeof mergePlanSchema>;

const PLAN_TTL_DAYS = 40;

/**
 * A plan is stored as its JSON text cut into parts, each its own item: one item holds at most
 * 400 KB, and a school of 11,000 students lists about 430 KB of member ids. 100,000 characters
 * stay under the limit even if every one took four bytes of UTF-8.
 */
export const PLAN_PART_CHARACTERS = 100_000;
const BATCH_WRITE_SIZE = 25;

/**
 * The plan's head: how many parts the plan has and which write they belong to (a run that stopped
 * while writing parts leaves them unnamed by any head, and the TTL takes them). `plan` is the
 * whole plan in one item as merges started before the split stored it.
 */
export const mergePlans = defineEntity({
  name: 'school-merge-plan',
  schema: z.object({
    jobId: z.string(),
    plan: z.optional(z.string()),
    writeId: z.optional(z.string()),
    parts: z.optional(z.int()),
    ttl: z.int(),
  }),
  key: { fields: ['jobId'], key: ({ jobId }) => ({ pk: `MERGE#${jobId}`, sk: 'PLAN' }) },
});

export const mergePlanParts = defineEntity({
  name: 'school-merge-plan-part',
  schema: z.object({ jobId: z.string(), writeId: z.string(), index: z.int(), text: z.string(), ttl: z.int() }),
  key: {
    fields: ['jobId', 'writeId', 'index'],
    key: ({ jobId, writeId, index }) => ({
      pk: `MERGE#${jobId}`,
      sk: `PLAN#${writeId}#${String(index).padStart(4, '0')}`,
    }),
  },
});

export class SchoolBusyError extends Error {
  constructor() {
    super('A school of the merge is being merged or has an import running');
  }
}

function importIdle(schoolId: string) {
  return {
    ConditionCheck: { ...importLocks.removeRequest({ schoolId }), ConditionExpression: 'attribute_not_exists(pk)' },
  };
}

/**
 * Records the merge job and holds both schools, in one transaction: refused (SchoolBusyError) when
 * either is in another merge or has an import running.
 */
export async function recordNewMerge(
  job: JobRecord,
  keepSchoolId: string,
  deleteSchoolId: string,
  now: Date,
): Promise<void> {
  const since = now.toISOString();
  try {
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          { Put: newJobPutRequest(job) },
          { Put: mergeLocks.putRequest({ schoolId: keepSchoolId, jobId: job.id, since }, ITEM_ABSENT) },
          { Put: mergeLocks.putRequest({ schoolId: deleteSchoolId, jobId: job.id, since }, ITEM_ABSENT) },
          importIdle(keepSchoolId),
          importIdle(deleteSchoolId),
        ],
      }),
    );
  } catch (error) {
    if (error instanceof Error && error.name === 'TransactionCanceledException') throw new SchoolBusyError();
    throw error;
  }
}

export function getMergeLock(schoolId: string) {
  return mergeLocks.get({ schoolId }, { consistent: true });
}

/** The plan of a merge job: the one written at its first run, or this one, written now. */
export async function settleMergePlan(jobId: string, plan: () => Promise<MergePlan>, now: Date): Promise<MergePlan> {
  const stored = await storedMergePlan(jobId);
  if (stored) return stored;
  const value = await plan();
  const ttl = timeToLive(new Date(now.getTime() + PLAN_TTL_DAYS * 86_400_000));
  const text = JSON.stringify(value);
  const writeId = randomUUID();
  const parts: string[] = [];
  for (let start = 0; start < text.length; start += PLAN_PART_CHARACTERS)
    parts.push(text.slice(start, start + PLAN_PART_CHARACTERS));
  // The parts first, the head last: a head is only ever read with all its parts stored.
  for (let start = 0; start < parts.length; start += BATCH_WRITE_SIZE)
    await sendBatchWrite(
      parts.slice(start, start + BATCH_WRITE_SIZE).map((part, offset) => ({
        PutRequest: { Item: mergePlanParts.toItem({ jobId, writeId, index: start + offset, text: part, ttl }) },
      })),
    );
  try {
    await mergePlans.put({ jobId, writeId, parts: parts.length, ttl }, { condition: ITEM_ABSENT });
  } catch (error) {
    // Another run of the job wrote its plan first: that one is the plan.
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
    const first = await storedMergePlan(jobId);
    if (first) return first;
    throw error;
  }
  return value;
}

/** The plan written at the job's first run, read whole from its parts; null before it is written. */
async function storedMergePlan(jobId: string): Promise<MergePlan | null> {
  const head = await mergePlans.get({ jobId }, { consistent: true });
  if (!head) return null;
  if (head.plan !== undefined) return mergePlanSchema.parse(JSON.parse(head.plan));
  const { writeId, parts = 0 } = head;
  if (!writeId) throw new Error(`The plan of merge ${jobId} names no parts`);
  const texts = await Promise.all(
    Array.from({ length: parts }, async (_, index) => {
      const part = await mergePlanParts.get({ jobId, writeId, index }, { consistent: true });
      if (!part) throw new Error(`Part ${index} of the plan of merge ${jobId} is missing`);
      return part.text;
    }),
  );
  return mergePlanSchema.parse(JSON.parse(texts.join('')));
}

/** Frees both schools of a finished merge (only the locks this job holds). */
export async function releaseMergeLocks(jobId: string, schoolIds: readonly string[]): Promise<void> {
  await Promise.all(
    schoolIds.map(async (schoolId) => {
      try {
        await mergeLocks.remove(
          { schoolId },
          { condition: { expression: 'jobId = :jobId', values: { ':jobId': jobId } } },
        );
      } catch (error) {
        if (!(error instanceof Error && error.name === 'ConditionalCheckFailedException')) throw error;
      }
    }),
  );
}

/**
 * The merged-away school's own items go (its services are merged by then), the school item last,
 * so a run stopped half-way finds the school and finishes. Its A-Number's claim then names the
 * kept school: the number stays taken and finds it.
 */
export function removeMergedSchool(school: School, keptSchoolId: string): Promise<void> {
  return removeSchoolItems(school, { keptSchoolId });
}
