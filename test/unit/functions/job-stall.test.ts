import { describe, expect, it } from 'vitest';
import { isStalled, STALLED_AFTER_MINUTES } from '../../../functions/domain/core/jobs/job-work';
import { JOB_WORKERS } from '../../../functions/jobs/workers';

const NOW = new Date('2026-11-23T12:00:00.000Z');
const minutesAgo = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000).toISOString();

describe('stalled jobs', () => {
  it('counts a queued or running job as stalled only once it has not moved for longer than any worker may run', () => {
    expect(isStalled({ status: 'running', updatedAt: minutesAgo(STALLED_AFTER_MINUTES + 1) }, NOW)).toBe(true);
    expect(isStalled({ status: 'queued', updatedAt: minutesAgo(STALLED_AFTER_MINUTES + 1) }, NOW)).toBe(true);
    expect(isStalled({ status: 'running', updatedAt: minutesAgo(STALLED_AFTER_MINUTES - 1) }, NOW)).toBe(false);
    expect(isStalled({ status: 'succeeded', updatedAt: minutesAgo(600) }, NOW)).toBe(false);
    expect(isStalled({ status: 'failed', updatedAt: minutesAgo(600) }, NOW)).toBe(false);
  });

  it('never takes a live worker for a stalled one: every worker stops before the cut-off', () => {
    for (const spec of Object.values(JOB_WORKERS)) expect(spec.timeoutMinutes).toBeLessThan(STALLED_AFTER_MINUTES);
  });
});
