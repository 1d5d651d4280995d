import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { vouchersEndpoints } from '../../../../../shared/api/endpoints/vouchers';
import type { VoucherGenerateRequest } from '../../../../../shared/schemas/vouchers';
import { apiRequest } from '../../../lib/api-client';
import { downloadFile, saveDownloadedFile } from '../../../lib/download-file';

export const voucherBatchesQuery = () =>
  queryOptions({
    queryKey: ['me', 'admin', 'voucher-batches'],
    queryFn: ({ signal }) => apiRequest(vouchersEndpoints.listVoucherBatches, { signal }),
  });

export function useGenerateVouchers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: VoucherGenerateRequest) => apiRequest(vouchersEndpoints.generateVouchers, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: voucherBatchesQuery().queryKey }),
  });
}

/** The batch's codes as a CSV file, saved by the browser. */
export async function exportVoucherBatch(voucherBatchId: string): Promise<void> {
  saveDownloadedFile(await downloadFile(vouchersEndpoints.exportVoucherBatch, { params: { voucherBatchId } }), 'vouchers.csv');
}
