import { jobsEndpoints } from '../../../shared/api/endpoints/jobs';
import type { Job } from '../../../shared/schemas/jobs';
import type { DemoAccountKey } from '../../../bin/seed/demo-accounts';
import { callEndpoint } from './call-endpoint';

/** The job once it has succeeded or failed, polled as the SPA polls it (every 100 ms). */
export async function settledJob(jobId: string, as: DemoAccountKey | { token: string }): Promise<Job> {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    const { job } = (await callEndpoint(jobsEndpoints.getJob, { params: { jobId }, as })).data;
    if (job.status === 'succeeded' || job.status === 'failed') return job;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Job ${jobId} did not finish`);
}
