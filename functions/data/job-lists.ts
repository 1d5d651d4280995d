import { jobRecords, type JobRecord } from './jobs';
import type { Page } from './paged-query';

/**
 * 'Jobs of an owner, newest first' (table-design.ts): one page of the ofOwner index (gsi1,
 * JOBOWNER#<ownerId>), read by the Jobs list for a user and, for the scheduled clean-up's owner,
 * by its runs' list. Records past their time-to-live are left out: DynamoDB deletes them only
 * within a few days, and DynamoDB Local never does.
 */
export async function jobsOfOwnerPage(
  ownerId: string,
  page: { limit: number; cursor?: string | null },
  now: Date,
): Promise<Page<JobRecord>> {
  const found = await jobRecords.queryPage(
    { index: 'ofOwner', partition: `JOBOWNER#${ownerId}`, descending: true },
    { limit: page.limit, cursor: page.cursor ?? null },
  );
  const nowSeconds = Math.floor(now.getTime() / 1000);
  return { items: found.items.filter((job) => job.ttl > nowSeconds), cursor: found.cursor };
}
