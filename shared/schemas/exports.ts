import * as z from 'zod/mini';
import { jobIdParamsSchema, jobSchema } from './jobs';

/**
 * Staff exports that run as jobs (e-mail lists, statistics): the route answers the job, the page
 * polls it, then asks for a short-lived link to the finished file (an S3 presigned URL in AWS).
 */
export const EXPORT_MESSAGES = {
  failed: 'The export stopped before it finished. Resume it to finish the rest.',
  notReady: 'This export has not finished yet.',
  notFound: 'This export could not be found.',
} as const;

export const exportJobResponseSchema = z.object({ job: jobSchema });
export const exportDownloadSchema = z.object({ url: z.string(), fileName: z.string() });
export const exportIdParamsSchema = jobIdParamsSchema;

/**
 * A list of a school's accounts asked for while a job changes them (ARCHITECTURE 'Jobs and
 * progress': an export is never silently partial): refused with 409, saying what runs.
 */
export const ROSTER_CHANGING_MESSAGES = {
  import:
    "This school's accounts are being changed by a SMART Tool import. Try again when it has finished: a list made now would be incomplete.",
  merge:
    'This school is being merged with another. Try again when the merge has finished: a list made now would be incomplete.',
  sync: "This school's accounts are being synced from its data source. Try again when the sync has finished: a list made now would be incomplete.",
} as const;
