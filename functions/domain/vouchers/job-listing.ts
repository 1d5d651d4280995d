import { getVoucherBatch } from '../../data/vouchers';
import type { JobKindListing } from '../core/jobs/job-kinds';

/** Generating a voucher batch on the Jobs list: the batch, by its description and size. */
export const voucherGenerateJobListing: JobKindListing = {
  async describe({ subject }) {
    const batch = await getVoucherBatch(subject['voucherBatchId'] ?? '');
    return batch
      ? `Voucher batch '${batch.description}' (${batch.count.toLocaleString('en')} ${batch.count === 1 ? 'code' : 'codes'})`
      : 'A voucher batch that no longer exists';
  },
};
