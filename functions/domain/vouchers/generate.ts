import { randomUUID } from 'node:crypto';
import type { Job } from '../../../shared/schemas/jobs';
import type { SessionUser } from '../../../shared/schemas/user';
import { VOUCHER_MESSAGES, type VoucherBatch, type VoucherGenerateRequest } from '../../../shared/schemas/vouchers';
import { writeTogether } from '../../data/transactions';
import { newJobPutRequest, publicJob } from '../../data/jobs';
import { listServices } from '../../data/services';
import {
  getVoucher,
  getVoucherBatch,
  listDealers,
  putNewVouchers,
  putVoucherIfNew,
  setVoucherBatchState,
  voucherBatches,
  type StoredVoucherBatch,
  type Voucher,
} from '../../data/vouchers';
import { fieldPointer, ValidationError } from '../../platform/errors';
import type { JobRunner } from '../../adapters/job-runner/port';
import { type JobContext, type JobWork } from '../core/jobs/job-work';
import { startAuditedJob } from '../core/jobs/start-audited-job';
import { batchAsShown, codesMadeBy } from './batches';
import { newCodeSeed, voucherCode } from './codes';
import { CODES_PER_STEP } from './steps';
import { icu } from '../../../shared/i18n/text';

/** Steps (of CODES_PER_STEP codes, one transaction each) run side by side. */
const STEPS_SIDE_BY_SIDE = 8;

function invalid(field: string, detail: string): ValidationError {
  return new ValidationError([
    { status: '422', code: 'validation', detail, source: { pointer: fieldPointer([field]) } },
  ]);
}

/**
 * The batch a request describes (staff-console §5): only integrated, non-free apps; days replace
 * months; a retailer replaces the dealer (its own dealer is kept with it); both must exist.
 */
async function batchOf(user: SessionUser, request: VoucherGenerateRequest, now: Date): Promise<StoredVoucherBatch> {
  const catalogue = await listServices();
  const sold = new Set(catalogue.filter((service) => service.integrated && !service.free).map((service) => service.id));
  if (request.services.some((serviceId) => !sold.has(serviceId)))
    throw invalid('services', VOUCHER_MESSAGES.serviceNotSold);
  if (request.expiry !== null && request.expiry < now.toISOString().slice(0, 10))
    throw invalid('expiry', VOUCHER_MESSAGES.expiryPast);
  if (request.days === null && request.months === null)
    throw invalid('months', 'Please enter how many months or days a claim gives.');
  const dealers = await listDealers();
  let dealer: string | null = null;
  let retailer: string | null = null;
  if (request.voucherBatchRetailer) {
    const owner = dealers.find((candidate) =>
      candidate.retailers.some((entry) => entry.id === request.voucherBatchRetailer),
    );
    if (!owner) throw invalid('voucherBatchRetailer', VOUCHER_MESSAGES.unknownRetailer);
    retailer = request.voucherBatchRetailer;
  } else if (request.voucherBatchDealer) {
    if (!dealers.some((candidate) => candidate.id === request.voucherBatchDealer))
      throw invalid('voucherBatchDealer', VOUCHER_MESSAGES.unknownDealer);
    dealer = request.voucherBatchDealer;
  }
  const id = randomUUID();
  return {
    id,
    description: request.voucherBatchDescription,
    code: request.voucherBatchCode || null,
    dealer,
    retailer,
    emailViewName: request.voucherBatchEmailViewName || null,
    services: [...new Set(request.services)],
    count: request.count,
    prefix: request.prefix,
    randomLength: request.randomLength,
    months: request.days !== null ? null : request.months,
    days: request.days,
    maxClaims: request.maxClaims,
    expiry: request.expiry,
    createdAt: now.toISOString(),
    createdBy: user.id,
    jobId: randomUUID(),
    codeSeed: newCodeSeed(),
    state: 'generating',
    generated: 0,
  };
}

/** POST /api/vouchers/generate: the batch and its job in one transaction, then the job starts. */
export async function generateVouchers(
  user: SessionUser,
  request: VoucherGenerateRequest,
  runner: JobRunner,
  now = new Date(),
): Promise<{ voucherBatch: VoucherBatch; job: Job }> {
  const batch = await batchOf(user, request, now);
  const started = await startAuditedJob(
    {
      id: batch.jobId,
      kind: 'voucher-generate',
      ownerId: user.id,
      subject: { voucherBatchId: batch.id },
      now,
      failureMessage: VOUCHER_MESSAGES.generationFailed,
    },
    {
      runner,
      write: (job) => writeTogether([{ Put: voucherBatches.putRequest(batch) }, { Put: newJobPutRequest(job) }]),
      audit: () => ({
        actorId: user.id,
        action: 'vouchers.generate',
        subjectIds: [],
        schoolId: null,
        detail: { voucherBatchId: batch.id, count: batch.count, services: batch.services.join(',') },
      }),
    },
  );
  return { voucherBatch: batchAsShown(batch, started, now), job: publicJob(started) };
}

function voucherAt(batch: StoredVoucherBatch, position: number, attempt: number, now: Date): Voucher {
  return {
    code: voucherCode(batch.codeSeed, batch.prefix, batch.randomLength, position, attempt),
    batchId: batch.id,
    position,
    services: batch.services,
    months: batch.months,
    days: batch.days,
    maxClaims: batch.maxClaims,
    claims: 0,
    expiry: batch.expiry,
    createdAt: now.toISOString(),
  };
}

/**
 * One step: its positions' codes in one transaction. When that fails (a code is taken: made by
 * an earlier run of this job, or by another batch), each is written alone: one already made at
 * its place is kept, one taken by another code is drawn again.
 */
async function writeStep(
  batch: StoredVoucherBatch,
  positions: readonly number[],
  now: Date,
): Promise<Record<string, number>> {
  const first = positions.map((position) => voucherAt(batch, position, 0, now));
  if (await putNewVouchers(first)) return { created: first.length };
  let created = 0;
  for (const position of positions) {
    for (let attempt = 0; ; attempt += 1) {
      if (attempt > 20) throw new Error(`No free code for position ${position} of batch ${batch.id} after 20 draws`);
      const voucher = voucherAt(batch, position, attempt, now);
      if ((await putVoucherIfNew(voucher)) === 'made') {
        created += 1;
        break;
      }
      const existing = await getVoucher(voucher.code);
      if (existing?.batchId === batch.id && existing.position === position) break;
    }
  }
  return { created };
}

/**
 * The generation job: the batch's positions in steps of 100 codes (one transaction each);
 * resumable, never making a position twice. The batch says it is generating while a run works,
 * complete once every code is made (before the job says it succeeded), and failed, with the codes
 * made, when a run stops: an export then knows what it holds (ARCHITECTURE 'Jobs and progress').
 */
export function voucherGenerationWork(): JobWork {
  return {
    kind: 'voucher-generate',
    async onFailure(job) {
      const batch = await getVoucherBatch(job.subject['voucherBatchId'] ?? '');
      if (batch) await setVoucherBatchState(batch.id, 'failed', codesMadeBy(job, batch.count));
    },
    async run(context: JobContext) {
      const batchId = context.job.subject['voucherBatchId'] ?? '';
      const batch = await getVoucherBatch(batchId);
      if (!batch) throw new Error(`Voucher batch ${batchId} is missing`);
      await setVoucherBatchState(batch.id, 'generating', codesMadeBy(context.job, batch.count));
      const steps: number[][] = [];
      for (let from = 0; from < batch.count; from += CODES_PER_STEP)
        steps.push(Array.from({ length: Math.min(CODES_PER_STEP, batch.count - from) }, (_, offset) => from + offset));
      await context.setTotal(steps.length);
      await context.phase('codes', steps, (positions) => writeStep(batch, positions, context.now()), {
        chunkSize: STEPS_SIDE_BY_SIDE,
        doneLine: () =>
          icu("{count, plural, one {# code} other {# codes}} made for ''{description}''.", {
            count: batch.count,
            description: batch.description,
          }),
      });
      await setVoucherBatchState(batch.id, 'complete', batch.count);
      return { voucherBatchId: batch.id };
    },
  };
}
