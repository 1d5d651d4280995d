import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { isoDateTime } from '../../shared/schemas/common';
import type { School } from '../../shared/schemas/schools';
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

export const mergePlans = defineEntity({
  name: 'school-merge-plan',
  schema: z.object({ jobId: z.string(), plan: z.string(), ttl: z.int() }),
  key: { fields: ['jobId'], key: ({ jobId }) => ({ pk: `MERGE#${jobId}`, sk: 'PLAN' }) },
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
  const stored = await mergePlans.get({ jobId }, { consistent: true });
  if (stored) return mergePlanSchema.parse(JSON.parse(stored.plan));
  const value = await plan();
  await mergePlans.put(
    { jobId, plan: JSON.stringify(value), ttl: timeToLive(new Date(now.getTime() + PLAN_TTL_DAYS * 86_400_000)) },
    { condition: ITEM_ABSENT },
  );
  return value;
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
