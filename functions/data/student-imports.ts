import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { isoDateTime } from '../../shared/schemas/common';
import { pastImportSchema, type PastImport } from '../../shared/schemas/student-import';
import { batchGetItems } from './batch-get';
import { db } from './client';
import { defineEntity, ITEM_ABSENT } from './entity';
import { newJobPutRequest, type JobRecord } from './jobs';
import { timeToLive } from './table-design';

/**
 * The SMART Tool's imports ('Import by id', 'Imports of a school', 'Import by request id', 'A
 * school's running import', 'An import's plan and restore point', 'Accounts an import created' in
 * table-design.ts). An import item is its history entry; its plan (the apply request) and its
 * restore point (the before-state of everything the plan touches) are stored beside it in chunks,
 * and each account it created has a marker written with the account, so no step creates one twice.
 * Everything carries a TTL past the 30 days an import can be undone.
 */
const DAY_MS = 24 * 60 * 60 * 1000;
/** Kept a little past the undo window, so an undo started on the last day still has its restore point. */
export const IMPORT_RETENTION_DAYS = 33;

export function importTimeToLive(at: Date): number {
  return timeToLive(new Date(at.getTime() + IMPORT_RETENTION_DAYS * DAY_MS));
}

export const importRecordSchema = z.extend(pastImportSchema, {
  requestId: z.string(),
  /** Chunks of the plan and of the restore point. */
  planChunks: z.int().check(z.nonnegative()),
  restoreChunks: z.int().check(z.nonnegative()),
  /** Chunks of the state the apply left (what an undo compares with to find later changes); 0 until applied. */
  afterChunks: z._default(z.int().check(z.nonnegative()), 0),
  removeOtherClassGroups: z.boolean(),
  removeOtherUsersInClassGroups: z.boolean(),
  ttl: z.int(),
});
export type ImportRecord = z.infer<typeof importRecordSchema>;

export const importRecords = defineEntity({
  name: 'student-import',
  schema: importRecordSchema,
  key: { fields: ['id'], key: ({ id }) => ({ pk: `IMPORT#${id}`, sk: 'IMPORT' }) },
  indexes: {
    ofSchool: {
      index: 'gsi1',
      fields: ['schoolId', 'at', 'id'],
      key: ({ schoolId, at, id }) => ({ pk: `SCHOOLIMPORTS#${schoolId}`, sk: `${at}#${id}` }),
    },
  },
});

/** The same Save & Apply twice is one import: the request id's claim names it. */
export const importRequests = defineEntity({
  name: 'student-import-request',
  schema: z.object({ requestId: z.string(), importId: z.string(), schoolId: z.string(), ttl: z.int() }),
  key: { fields: ['requestId'], key: ({ requestId }) => ({ pk: `IMPORTREQUEST#${requestId}`, sk: 'IMPORTREQUEST' }) },
});

/** One import (apply or undo) runs at a time per school: this item holds the school while it does. */
export const importLocks = defineEntity({
  name: 'student-import-lock',
  schema: z.object({ schoolId: z.string(), importId: z.string(), since: isoDateTime }),
  key: { fields: ['schoolId'], key: ({ schoolId }) => ({ pk: `IMPORTLOCK#${schoolId}`, sk: 'LOCK' }) },
});

/** A chunk of an import's plan or restore point, as JSON. */
export const importChunks = defineEntity({
  name: 'student-import-chunk',
  schema: z.object({
    importId: z.string(),
    part: z.enum(['plan', 'restore', 'after']),
    index: z.int(),
    data: z.string(),
    ttl: z.int(),
  }),
  key: {
    fields: ['importId', 'part', 'index'],
    key: ({ importId, part, index }) => ({
      pk: `IMPORT#${importId}`,
      sk: `${part.toUpperCase()}#${String(index).padStart(5, '0')}`,
    }),
  },
});

/** The account an import created for one row of its plan (written in the account's own transaction). */
export const importCreations = defineEntity({
  name: 'student-import-creation',
  schema: z.object({ importId: z.string(), row: z.int(), userId: z.string(), ttl: z.int() }),
  key: {
    fields: ['importId', 'row'],
    key: ({ importId, row }) => ({ pk: `IMPORT#${importId}`, sk: `CREATED#${String(row).padStart(5, '0')}` }),
  },
});

export function getImport(importId: string): Promise<ImportRecord | null> {
  return importRecords.get({ id: importId }, { consistent: true });
}

export function getImportRequest(requestId: string) {
  return importRequests.get({ requestId }, { consistent: true });
}

export function getImportLock(schoolId: string) {
  return importLocks.get({ schoolId }, { consistent: true });
}

/** The school's imports since `since`, newest first. */
/** Whether the school has any SMART Tool import on record (their files name its students). */
export async function schoolHasImports(schoolId: string): Promise<boolean> {
  const page = await importRecords.queryPage(
    { index: 'ofSchool', partition: `SCHOOLIMPORTS#${schoolId}` },
    { limit: 1 },
  );
  return page.items.length > 0;
}

export async function listSchoolImports(schoolId: string, since: Date): Promise<ImportRecord[]> {
  const all = await importRecords.queryAll({
    index: 'ofSchool',
    partition: `SCHOOLIMPORTS#${schoolId}`,
    descending: true,
  });
  return all.filter((record) => record.at >= since.toISOString());
}

export function publicImport(record: ImportRecord): PastImport {
  return pastImportSchema.parse(record);
}

/** Writes a list of values as JSON chunks of `size` (idempotent: the same list writes the same items). */
export async function putImportChunks(
  importId: string,
  part: 'plan' | 'restore' | 'after',
  values: readonly unknown[],
  size: number,
  ttl: number,
): Promise<number> {
  const chunks = [];
  for (let start = 0, index = 0; start < values.length || index === 0; start += size, index += 1) {
    chunks.push({ importId, part, index, data: JSON.stringify(values.slice(start, start + size)), ttl });
  }
  await importChunks.putAll(chunks);
  return chunks.length;
}

export async function readImportChunks<T>(
  importId: string,
  part: 'plan' | 'restore' | 'after',
  count: number,
): Promise<T[]> {
  const keys = Array.from({ length: count }, (_, index) => importChunks.keyOf({ importId, part, index }));
  const items = (await batchGetItems(keys))
    .map((item) => importChunks.fromItem(item))
    .sort((left, right) => left.index - right.index);
  if (items.length !== count)
    throw new Error(`The ${part} of import ${importId} has ${items.length} of its ${count} chunks`);
  return items.flatMap((item) => JSON.parse(item.data) as T[]);
}

/** The accounts an import created, by the row of its plan. */
export async function listImportCreations(importId: string): Promise<Map<number, string>> {
  const items = await importCreations.queryAll({ partition: `IMPORT#${importId}`, sortKeyPrefix: 'CREATED#' });
  return new Map(items.map((item) => [item.row, item.userId]));
}

export function importCreationPutRequest(importId: string, row: number, userId: string, ttl: number) {
  return importCreations.putRequest({ importId, row, userId, ttl }, ITEM_ABSENT);
}

export class ImportClaimRefusedError extends Error {}

/**
 * Records a new import in one transaction: the request id's claim, the school's lock (both only
 * when absent), the import and its job. ImportClaimRefusedError when either is taken: nothing written.
 */
export async function recordNewImport(record: ImportRecord, job: JobRecord, now: Date): Promise<void> {
  try {
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: importRequests.putRequest(
              { requestId: record.requestId, importId: record.id, schoolId: record.schoolId, ttl: record.ttl },
              ITEM_ABSENT,
            ),
          },
          {
            Put: importLocks.putRequest(
              { schoolId: record.schoolId, importId: record.id, since: now.toISOString() },
              ITEM_ABSENT,
            ),
          },
          { Put: importRecords.putRequest(record, ITEM_ABSENT) },
          { Put: newJobPutRequest(job) },
        ],
      }),
    );
  } catch (error) {
    if (error instanceof Error && error.name === 'TransactionCanceledException')
      throw new ImportClaimRefusedError('The request id or the school is taken');
    throw error;
  }
}

/** Takes the school's lock for an undo, with the import's new state and job, in one transaction. */
export async function recordUndoStart(record: ImportRecord, job: JobRecord, now: Date): Promise<void> {
  try {
    const { input } = await importRecords.updateRequest(
      { id: record.id },
      { state: 'undoing', jobId: job.id },
      {
        condition: { expression: '#state = :applied', names: { '#state': 'state' }, values: { ':applied': 'applied' } },
      },
    );
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: importLocks.putRequest(
              { schoolId: record.schoolId, importId: record.id, since: now.toISOString() },
              ITEM_ABSENT,
            ),
          },
          { Update: input },
          { Put: newJobPutRequest(job) },
        ],
      }),
    );
  } catch (error) {
    if (error instanceof Error && error.name === 'TransactionCanceledException')
      throw new ImportClaimRefusedError('The school is taken or the import changed');
    throw error;
  }
}

/** Sets the import's state; the school's lock is let go when it is no longer running. */
export async function setImportState(
  record: Pick<ImportRecord, 'id' | 'schoolId'>,
  state: ImportRecord['state'],
): Promise<void> {
  await importRecords.update({ id: record.id }, { state });
  if (state === 'applied' || state === 'undone') {
    await importLocks
      .remove(
        { schoolId: record.schoolId },
        { condition: { expression: 'importId = :importId', values: { ':importId': record.id } } },
      )
      .catch((error: unknown) => {
        if (!(error instanceof Error && error.name === 'ConditionalCheckFailedException')) throw error;
      });
  }
}
