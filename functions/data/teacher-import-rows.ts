import * as z from 'zod/mini';
import { defineEntity, ITEM_ABSENT } from './entity';
import { JOB_PARTITION_PREFIX } from './jobs';

/**
 * What a teacher import has done for one row of its file ('Rows a teacher import created' in
 * table-design.ts), kept in its job's partition: the account it made (written in the account's
 * own transaction, so an account the import made is never without it), then whether its
 * creation was audited and its mail sent. A run cut off between the account and its mail finds
 * the row here and sends what is missing, once, where the account alone would read as an email
 * that already had one.
 */
export const teacherImportRows = defineEntity({
  name: 'teacher-import-row',
  schema: z.object({
    jobId: z.string(),
    row: z.int(),
    userId: z.string(),
    audited: z.boolean(),
    mailed: z.boolean(),
    ttl: z.int(),
  }),
  key: {
    fields: ['jobId', 'row'],
    key: ({ jobId, row }) => ({
      pk: `${JOB_PARTITION_PREFIX}${jobId}`,
      sk: `TEACHERROW#${String(row).padStart(5, '0')}`,
    }),
  },
});
export type TeacherImportRow = z.infer<typeof teacherImportRows.schema>;

export function getTeacherImportRow(jobId: string, row: number): Promise<TeacherImportRow | null> {
  return teacherImportRows.get({ jobId, row }, { consistent: true });
}

/** The row's record, made with its account (a second one for the row fails the transaction). */
export function teacherImportRowPutRequest(jobId: string, row: number, userId: string, ttl: number) {
  return teacherImportRows.putRequest({ jobId, row, userId, audited: false, mailed: false, ttl }, ITEM_ABSENT);
}

/** Records a further part of the row as done. */
export async function markTeacherImportRow(
  jobId: string,
  row: number,
  done: Partial<Pick<TeacherImportRow, 'audited' | 'mailed'>>,
): Promise<void> {
  await teacherImportRows.update({ jobId, row }, done);
}
