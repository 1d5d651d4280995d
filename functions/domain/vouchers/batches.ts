import {
  partialBatchWarning,
  VOUCHER_MESSAGES,
  type Dealer,
  type VoucherBatch,
} from '../../../shared/schemas/vouchers';
import { getJobRecord, type JobRecord } from '../../data/jobs';
import { listServices } from '../../data/services';
import {
  getVoucherBatch,
  listBatchVouchers,
  listDealers,
  listVoucherBatches,
  type StoredVoucherBatch,
  type Voucher,
} from '../../data/vouchers';
import { ConflictError, NotFoundError } from '../../platform/errors';
import type { FileAnswer } from '../core/files/file-answer';
import { spreadsheetCsv } from '../../platform/spreadsheet-csv';
import { isStalled } from '../core/jobs/job-work';
import { CODES_PER_STEP } from './steps';

/**
 * How many of a batch's codes its job has made: the steps done (each CODES_PER_STEP codes, in
 * order, the last one shorter), all of them once it has succeeded.
 */
export function codesMadeBy(job: Pick<JobRecord, 'status' | 'done'>, count: number): number {
  return job.status === 'succeeded' ? count : Math.min(count, job.done * CODES_PER_STEP);
}

/**
 * The batch as the Vouchers tab shows it (ARCHITECTURE 'Jobs and progress'): generating while its
 * job runs (with the codes made so far), complete once every code is made, failed when the
 * generation stopped (or its job stopped moving) before the end. A batch whose job is no longer
 * kept keeps the state it recorded; one made before batches recorded a state is complete.
 */
export function batchAsShown(stored: StoredVoucherBatch, job: JobRecord | null, now: Date): VoucherBatch {
  const { codeSeed: _seed, state: recorded, generated: recordedCount, ...batch } = stored;
  const running = job !== null && (job.status === 'queued' || job.status === 'running') && !isStalled(job, now);
  if (running) return { ...batch, state: 'generating', generated: codesMadeBy(job, batch.count) };
  if (recorded === 'complete' || job?.status === 'succeeded')
    return { ...batch, state: 'complete', generated: batch.count };
  if (job) return { ...batch, state: 'failed', generated: codesMadeBy(job, batch.count) };
  if (recorded === 'failed' || recorded === 'generating')
    return { ...batch, state: 'failed', generated: recordedCount ?? 0 };
  return { ...batch, state: 'complete', generated: batch.count };
}

/** The batch's job, unless the batch recorded that it is complete (then its job has nothing to tell). */
function jobOf(stored: StoredVoucherBatch): Promise<JobRecord | null> {
  return stored.state === 'complete' ? Promise.resolve(null) : getJobRecord(stored.jobId);
}

export async function voucherBatchesWithDealers(
  now: Date = new Date(),
): Promise<{ voucherBatches: VoucherBatch[]; dealers: Dealer[] }> {
  const [batches, dealers] = await Promise.all([listVoucherBatches(), listDealers()]);
  const shown = await Promise.all(batches.map(async (batch) => batchAsShown(batch, await jobOf(batch), now)));
  return { voucherBatches: shown, dealers };
}

const READ_AGAIN_MS = [250, 500, 1000];

/**
 * The codes of a batch whose codes are all made: the batch index is read again a few times while it
 * answers fewer (an index of DynamoDB is eventually consistent, so codes written a moment ago may
 * not be in it yet); still fewer is a refusal, never a short file.
 */
async function allCodesOf(batch: Pick<StoredVoucherBatch, 'id' | 'count'>): Promise<Voucher[]> {
  let codes = await listBatchVouchers(batch.id);
  for (const wait of READ_AGAIN_MS) {
    if (codes.length >= batch.count) return codes;
    await new Promise((resolve) => setTimeout(resolve, wait));
    codes = await listBatchVouchers(batch.id);
  }
  if (codes.length >= batch.count) return codes;
  throw new ConflictError(VOUCHER_MESSAGES.notAllReadable);
}

/**
 * GET /api/voucher-batches/{id}/export (staff-console §7): the batch's codes, one row each, with
 * the apps they open, what a claim gives, the claims allowed and made, and the expiry; formula
 * cells neutralised (spreadsheetCsv): descriptions are staff text. Never silently partial (issue
 * 31): refused while the batch is being generated; a batch whose generation stopped exports the
 * codes that exist, with their count in the file's name and a warning.
 */
export async function exportVoucherBatch(batchId: string, now: Date = new Date()): Promise<FileAnswer> {
  const batch = await getVoucherBatch(batchId);
  if (!batch) throw new NotFoundError(VOUCHER_MESSAGES.batchNotFound);
  const job = await jobOf(batch);
  const shown = batchAsShown(batch, job, now);
  if (shown.state === 'generating') throw new ConflictError(VOUCHER_MESSAGES.stillGenerating);
  const allMade = shown.state === 'complete' && (batch.state === 'complete' || job?.status === 'succeeded');
  const [codes, services] = await Promise.all([
    allMade ? allCodesOf(batch) : listBatchVouchers(batch.id),
    listServices(),
  ]);
  const names = batch.services
    .map((serviceId) => services.find((service) => service.id === serviceId)?.name ?? serviceId)
    .join('; ');
  const body = spreadsheetCsv(
    codes
      .sort((a, b) => a.position - b.position)
      .map((voucher) => ({
        code: voucher.code,
        apps: names,
        months: voucher.months ?? '',
        days: voucher.days ?? '',
        maxClaims: voucher.maxClaims,
        claims: voucher.claims,
        expiry: voucher.expiry ?? '',
        batch: batch.description,
      })),
    [
      { key: 'code', header: 'Code' },
      { key: 'apps', header: 'Apps' },
      { key: 'months', header: 'Months' },
      { key: 'days', header: 'Days' },
      { key: 'maxClaims', header: 'Claims allowed' },
      { key: 'claims', header: 'Claims made' },
      { key: 'expiry', header: 'Expiry' },
      { key: 'batch', header: 'Batch' },
    ],
  );
  const safeName =
    batch.description
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 40) || 'vouchers';
  const name = `vouchers-${safeName}-${batch.createdAt.slice(0, 10)}`;
  if (codes.length < batch.count)
    return {
      filename: `${name}-partial-${codes.length}-of-${batch.count}.csv`,
      body,
      warning: partialBatchWarning(codes.length, batch.count),
    };
  return { filename: `${name}.csv`, body };
}
