import { describe, expect, it } from 'vitest';
import { newJobRecord, type JobRecord } from '../../../../functions/data/jobs';
import type { StoredVoucherBatch } from '../../../../functions/data/vouchers';
import { batchAsShown, codesMadeBy } from '../../../../functions/domain/vouchers/batches';

const NOW = new Date('2026-11-28T10:00:00.000Z');

function batch(fields: Partial<StoredVoucherBatch> = {}): StoredVoucherBatch {
  return {
    id: 'batch-1',
    description: 'Shop codes',
    code: null,
    dealer: null,
    retailer: null,
    emailViewName: null,
    services: ['2'],
    count: 1700,
    prefix: 'X-',
    randomLength: 16,
    months: 12,
    days: null,
    maxClaims: 1,
    expiry: null,
    createdAt: NOW.toISOString(),
    createdBy: 'staff',
    jobId: 'job-1',
    codeSeed: 'seed',
    ...fields,
  };
}

function job(fields: Partial<JobRecord>): JobRecord {
  return {
    ...newJobRecord({
      id: 'job-1',
      kind: 'voucher-generate',
      ownerId: 'staff',
      subject: { voucherBatchId: 'batch-1' },
      runId: 'run',
      now: NOW,
      failureMessage: 'It stopped.',
    }),
    ...fields,
  };
}

describe('a voucher batch as the Vouchers tab shows it', () => {
  it('counts the codes of the steps done, 100 a step, the last one shorter, all once succeeded', () => {
    expect(codesMadeBy({ status: 'running', done: 0 }, 1700)).toBe(0);
    expect(codesMadeBy({ status: 'running', done: 16 }, 1700)).toBe(1600);
    expect(codesMadeBy({ status: 'failed', done: 17 }, 1700)).toBe(1700);
    expect(codesMadeBy({ status: 'succeeded', done: 3 }, 1700)).toBe(1700);
  });

  it('is generating while its job runs, failed when it stopped or stopped moving, complete once all are made', () => {
    const stale = new Date(NOW.getTime() - 30 * 60_000).toISOString();
    expect(batchAsShown(batch({ state: 'generating' }), job({ status: 'running', done: 5 }), NOW)).toMatchObject({
      state: 'generating',
      generated: 500,
    });
    // A failed batch resumed: its job is queued again before a run records 'generating'.
    expect(
      batchAsShown(batch({ state: 'failed', generated: 800 }), job({ status: 'queued', done: 8 }), NOW),
    ).toMatchObject({ state: 'generating', generated: 800 });
    expect(batchAsShown(batch({ state: 'failed' }), job({ status: 'failed', done: 16 }), NOW)).toMatchObject({
      state: 'failed',
      generated: 1600,
    });
    expect(
      batchAsShown(batch({ state: 'generating' }), job({ status: 'running', done: 2, updatedAt: stale }), NOW),
    ).toMatchObject({ state: 'failed', generated: 200 });
    expect(batchAsShown(batch({ state: 'complete', generated: 1700 }), null, NOW)).toMatchObject({
      state: 'complete',
      generated: 1700,
    });
    expect(batchAsShown(batch({ state: 'generating' }), job({ status: 'succeeded' }), NOW).state).toBe('complete');
  });

  it('keeps what it recorded once its job is no longer kept; a batch from before states is complete', () => {
    expect(batchAsShown(batch({ state: 'failed', generated: 900 }), null, NOW)).toMatchObject({
      state: 'failed',
      generated: 900,
    });
    expect(batchAsShown(batch(), null, NOW)).toMatchObject({ state: 'complete', generated: 1700 });
    expect(batchAsShown(batch(), null, NOW)).not.toHaveProperty('codeSeed');
  });
});
