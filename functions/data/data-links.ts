import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { dataLinkSchema, type SyncReportEntry } from '../../shared/schemas/data-link';
import { db } from './client';
import { defineEntity, ITEM_ABSENT, type Condition } from './entity';
import { newJobPutRequest, type JobRecord } from './jobs';
import { schoolPartition } from './schools';
import { timeToLive } from './table-design';

/**
 * A school's link to its record at a data source (staff-console §2 Data Link): one item in the
 * school's partition, and a claim of the data source's school, so one portal school holds it.
 * Which account each person of the source became is kept beside it, in chunks (a roster of
 * thousands would not fit one item): a later sync matches them by the source's ids first, and
 * deletes those the source no longer lists, never an account it did not bring.
 */
export const dataLinkRecordSchema = z.extend(z.omit(dataLinkSchema, { source: true }), {
  schoolId: z.string(),
  sourceId: z.string(),
});
export type DataLinkRecord = z.infer<typeof dataLinkRecordSchema>;

export const dataLinks = defineEntity({
  name: 'data-link',
  schema: dataLinkRecordSchema,
  key: { fields: ['schoolId'], key: ({ schoolId }) => ({ pk: schoolPartition(schoolId), sk: 'DATALINK' }) },
});

export const dataLinkClaims = defineEntity({
  name: 'data-link-claim',
  schema: z.object({ sourceId: z.string(), dataId: z.string(), schoolId: z.string() }),
  key: {
    fields: ['sourceId', 'dataId'],
    key: ({ sourceId, dataId }) => ({ pk: `DATALINKORG#${sourceId}#${dataId}`, sk: 'CLAIM' }),
  },
});

export class DataLinkRefusedError extends Error {
  constructor(readonly refusal: 'school-linked' | 'org-taken') {
    super(`The link was refused: ${refusal}`);
  }
}

export function getDataLink(schoolId: string, options: { consistent?: boolean } = {}): Promise<DataLinkRecord | null> {
  return dataLinks.get({ schoolId }, options);
}

/** Links the school and claims the source's school in one transaction: refused when either is taken. */
export async function createDataLink(link: DataLinkRecord): Promise<void> {
  try {
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          { Put: dataLinks.putRequest(link, ITEM_ABSENT) },
          {
            Put: dataLinkClaims.putRequest(
              { sourceId: link.sourceId, dataId: link.dataId, schoolId: link.schoolId },
              ITEM_ABSENT,
            ),
          },
        ],
      }),
    );
  } catch (error) {
    if (!(error instanceof Error) || error.name !== 'TransactionCanceledException') throw error;
    const reasons = (error as Error & { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? [];
    throw new DataLinkRefusedError(reasons[0]?.Code === 'ConditionalCheckFailed' ? 'school-linked' : 'org-taken');
  }
}

type DataLinkChanges = Partial<Omit<DataLinkRecord, 'schoolId'>>;

/** The link is as read: the same source and school there, the same state, the same sync (or none). */
function unchangedLink(before: DataLinkRecord): Condition {
  const sync = before.syncJobId === null ? 'attribute_type(syncJobId, :null)' : 'syncJobId = :syncJob';
  return {
    expression: `sourceId = :source AND dataId = :dataId AND #state = :state AND ${sync}`,
    names: { '#state': 'state' },
    values: {
      ':source': before.sourceId,
      ':dataId': before.dataId,
      ':state': before.state,
      ...(before.syncJobId === null ? { ':null': 'NULL' } : { ':syncJob': before.syncJobId }),
    },
  };
}

/** The link's fields changed, if it is still the link read (same source, same state, same sync). */
export function updateDataLink(before: DataLinkRecord, changes: DataLinkChanges): Promise<DataLinkRecord> {
  return dataLinks.update({ schoolId: before.schoolId }, changes, { condition: unchangedLink(before) });
}

/**
 * Records a new sync's job and names it on the link in one transaction, if the link is as read:
 * refused (TransactionCanceledException) when another sync took the link first.
 */
export async function recordNewSync(before: DataLinkRecord, job: JobRecord): Promise<void> {
  const { input } = await dataLinks.updateRequest(
    { schoolId: before.schoolId },
    { syncJobId: job.id },
    { condition: unchangedLink(before) },
  );
  await db().send(new TransactWriteCommand({ TransactItems: [{ Put: newJobPutRequest(job) }, { Update: input }] }));
}

/** Unlinks: the link and its claim go together, if the link is as read; then which accounts its syncs brought is forgotten. */
export async function removeDataLink(link: DataLinkRecord): Promise<void> {
  await db().send(
    new TransactWriteCommand({
      TransactItems: [
        {
          Delete: dataLinks.removeRequest(
            { schoolId: link.schoolId },
            {
              expression: 'sourceId = :source AND dataId = :dataId',
              values: { ':source': link.sourceId, ':dataId': link.dataId },
            },
          ),
        },
        {
          Delete: dataLinkClaims.removeRequest(
            { sourceId: link.sourceId, dataId: link.dataId },
            { expression: 'schoolId = :school', values: { ':school': link.schoolId } },
          ),
        },
      ],
    }),
  );
  await forgetSyncedAccounts(link.schoolId);
}

/** Pairs of (source id, account id) per chunk: about 80 kB of JSON, well inside an item. */
const SYNCED_PER_CHUNK = 1000;

export const syncedAccountChunks = defineEntity({
  name: 'data-link-synced',
  schema: z.object({ schoolId: z.string(), role: z.enum(['student', 'teacher']), index: z.int(), pairs: z.string() }),
  key: {
    fields: ['schoolId', 'role', 'index'],
    key: ({ schoolId, role, index }) => ({
      pk: schoolPartition(schoolId),
      sk: `DATALINKSYNC#${role}#${String(index).padStart(5, '0')}`,
    }),
  },
});

/** Which account each person of the source (by source id) became at the last sync of the role. */
export async function readSyncedAccounts(schoolId: string, role: 'student' | 'teacher'): Promise<Map<string, string>> {
  const chunks = await syncedAccountChunks.queryAll({
    partition: schoolPartition(schoolId),
    sortKeyPrefix: `DATALINKSYNC#${role}#`,
  });
  return new Map(chunks.flatMap((chunk) => JSON.parse(chunk.pairs) as [string, string][]));
}

/** Replaces the role's pairs: the new chunks are written, then any chunk past them goes. */
export async function writeSyncedAccounts(
  schoolId: string,
  role: 'student' | 'teacher',
  accounts: ReadonlyMap<string, string>,
): Promise<void> {
  const pairs = [...accounts];
  const count = Math.ceil(pairs.length / SYNCED_PER_CHUNK);
  for (let index = 0; index < count; index += 1) {
    await syncedAccountChunks.put({
      schoolId,
      role,
      index,
      pairs: JSON.stringify(pairs.slice(index * SYNCED_PER_CHUNK, (index + 1) * SYNCED_PER_CHUNK)),
    });
  }
  const stale = (
    await syncedAccountChunks.queryAll({ partition: schoolPartition(schoolId), sortKeyPrefix: `DATALINKSYNC#${role}#` })
  ).filter((chunk) => chunk.index >= count);
  await Promise.all(stale.map((chunk) => syncedAccountChunks.remove(chunk)));
}

/** Drops every pair of both roles (a school unlinked, then linked to another source, starts afresh). */
async function forgetSyncedAccounts(schoolId: string): Promise<void> {
  const chunks = await syncedAccountChunks.queryAll({
    partition: schoolPartition(schoolId),
    sortKeyPrefix: 'DATALINKSYNC#',
  });
  await Promise.all(chunks.map((chunk) => syncedAccountChunks.remove(chunk)));
}

/** A sync's report, a chunk of rows per role (written by its phase, so a resumed sync keeps what it reported), kept 40 days. */
export const syncReportChunks = defineEntity({
  name: 'data-link-sync-report',
  schema: z.object({ jobId: z.string(), part: z.string(), index: z.int(), entries: z.string(), ttl: z.int() }),
  key: {
    fields: ['jobId', 'part', 'index'],
    key: ({ jobId, part, index }) => ({ pk: `SYNCREPORT#${jobId}`, sk: `${part}#${String(index).padStart(5, '0')}` }),
  },
});

const REPORT_ROWS_PER_CHUNK = 1000;
const REPORT_TTL_DAYS = 40;

export async function writeSyncReport(
  jobId: string,
  part: string,
  entries: readonly SyncReportEntry[],
  now: Date,
): Promise<void> {
  const ttl = timeToLive(new Date(now.getTime() + REPORT_TTL_DAYS * 86_400_000));
  for (let index = 0; index * REPORT_ROWS_PER_CHUNK < Math.max(entries.length, 1); index += 1) {
    await syncReportChunks.put({
      jobId,
      part,
      index,
      entries: JSON.stringify(entries.slice(index * REPORT_ROWS_PER_CHUNK, (index + 1) * REPORT_ROWS_PER_CHUNK)),
      ttl,
    });
  }
}

/** Every row of a sync's report, part by part. */
export async function readSyncReport(jobId: string): Promise<SyncReportEntry[]> {
  const chunks = await syncReportChunks.queryAll({ partition: `SYNCREPORT#${jobId}` });
  return chunks.flatMap((chunk) => JSON.parse(chunk.entries) as SyncReportEntry[]);
}
