import { exportFiles } from '../../functions/adapters/export-files';
/**
 * One export job run in a process of its own, as its Lambda would run it, for the email-list
 * bench to read the worker's peak memory: `tsx test/bench/export-worker.ts <jobId>` with the
 * functions' environment; prints { status, baselineMb (the process before the job), maxRssMb, ms } as JSON.
 */
import { exportWork } from '../../functions/domain/core/exports/export-work';
import { EXPORT_REPORT_BY_NAME } from '../../functions/domain/job-kinds/export-reports';
import { runJob } from '../../functions/domain/core/jobs/job-work';

const baselineMb = Math.round(process.memoryUsage().rss / 1024 / 1024);
const started = performance.now();
const job = await runJob(process.argv[2] ?? '', exportWork(EXPORT_REPORT_BY_NAME, exportFiles));
console.log(
  JSON.stringify({
    status: job?.status ?? 'not run',
    rows: job?.counts['rows'] ?? 0,
    baselineMb,
    maxRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
    ms: Math.round(performance.now() - started),
  }),
);
