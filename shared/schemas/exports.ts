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
