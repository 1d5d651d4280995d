import { vouchersEndpoints } from '../../../../../shared/api/endpoints/vouchers';
import { defineMutation } from '../../../lib/define-mutation';
import { defineQuery } from '../../../lib/define-query';
import { downloadFile, saveDownloadedFile } from '../../../lib/download-file';
import { ADMIN_KEY } from './keys';

export const listVoucherBatches = defineQuery(vouchersEndpoints.listVoucherBatches, {
  queryKey: [...ADMIN_KEY, 'voucher-batches'],
});

export const generateVouchers = defineMutation(vouchersEndpoints.generateVouchers, {
  invalidates: [listVoucherBatches.key()],
});

/** The batch's codes as a CSV file, saved by the browser; answers the file's warning when it holds only some of them. */
export async function exportVoucherBatch(voucherBatchId: string): Promise<{ warning: string | null }> {
  const file = await downloadFile(vouchersEndpoints.exportVoucherBatch, { params: { voucherBatchId } });
  saveDownloadedFile(file, 'vouchers.csv');
  return { warning: file.warning };
}
