/**
 * Job retry benchmark (ARCHITECTURE 'Jobs and progress'): a job of 5,000 steps, each a write to
 * the twin's table, run once clean and once with 5 % of its steps failing transiently (DynamoDB
 * throttling) on their first try, under the real retry policy (JOB_RETRY_POLICY: backoff with
 * jitter, steps side by side).
 * Target: the same result (the job's counts and every step's write), in at most 1.3 × the time.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { startLocalStack } from '../../bin/local-stack';
import { getJobRecord, jobRecords, newJobRecord } from '../../functions/data/jobs';
import { runJob, type JobRunHooks, type JobWork } from '../../functions/domain/core/jobs/job-work';
import { transientFaults } from '../support/transient-faults';
import { printTable, reportTargets } from './stats';

const STEPS = 5_000;
/** Every 20th step (5 %) fails once. */
const FAILS_ONCE = (index: number) => index % 20 === 7;
const TARGET_RATIO = 1.3;

/** A job whose every step writes one item (as a voucher or an import step writes its record), idempotently. */
function writingWork(variant: string, steps: number): JobWork {
  return {
    kind: 'export',
    async run(context) {
      await context.setTotal(steps);
      await context.phase(
        'steps',
        Array.from({ length: steps }, (_, index) => index),
        async (index) => {
          await jobRecords.put(
            newJobRecord({
              id: `bench-step-${variant}-${index}`,
              kind: 'export',
              ownerId: 'bench',
              subject: { step: String(index) },
              runId: '',
              now: new Date(),
              failureMessage: 'bench',
            }),
          );
          return { written: 1 };
        },
      );
      return { steps: String(steps) };
    },
  };
}

async function timedJob(variant: string, steps: number, hooks?: JobRunHooks) {
  const id = `bench-job-${variant}`;
  await jobRecords.put(
    newJobRecord({
      id,
      kind: 'export',
      ownerId: 'bench',
      subject: {},
      runId: '',
      now: new Date(),
      failureMessage: 'x',
    }),
  );
  const started = performance.now();
  const job = await runJob(id, writingWork(variant, steps), hooks ? { hooks } : {});
  const ms = performance.now() - started;
  if (job?.status !== 'succeeded') throw new Error(`the ${variant} job ended ${job?.status ?? 'unclaimed'}`);
  return { ms, counts: job.counts };
}

async function allStepsWritten(variant: string, steps: number): Promise<boolean> {
  for (let index = 0; index < steps; index += 1)
    if (!(await getJobRecord(`bench-step-${variant}-${index}`))) return false;
  return true;
}

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-bench-retry-'));
let met = false;
try {
  const stack = await startLocalStack({ dataDir, web: 'none', seed: false, schedules: false });
  // Warm DynamoDB Local's JIT and the table before measuring.
  await timedJob('warm-up', 500);
  let failures = 0;
  const clean = await timedJob('clean', STEPS);
  const faulty = await timedJob('faulty', STEPS, {
    beforeStep(_phase, index, tryNumber) {
      if (tryNumber === 1 && FAILS_ONCE(index)) {
        failures += 1;
        throw transientFaults.throttled();
      }
    },
  });
  const sameCounts = JSON.stringify(clean.counts) === JSON.stringify(faulty.counts);
  const everyWrite = (await allStepsWritten('clean', STEPS)) && (await allStepsWritten('faulty', STEPS));
  await stack.stop();

  const ratio = faulty.ms / clean.ms;
  console.log('\nA job of 5,000 steps (one table write each) on the twin, default retry policy');
  printTable(
    ['run', 'steps failed once', 'ms', 'counts'],
    [
      ['clean', 0, Math.round(clean.ms), JSON.stringify(clean.counts)],
      ['5 % fail once', failures, Math.round(faulty.ms), JSON.stringify(faulty.counts)],
    ],
  );
  met = reportTargets([
    [
      sameCounts && everyWrite,
      `same result: counts ${sameCounts ? 'equal' : 'differ'}, every step's write ${everyWrite ? 'there' : 'missing'}`,
    ],
    [ratio <= TARGET_RATIO, `time with failures = ${ratio.toFixed(2)} × clean (target ≤ ${TARGET_RATIO})`],
  ]);
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
process.exit(met ? 0 : 1);
