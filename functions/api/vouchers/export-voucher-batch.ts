import { exportVoucherBatch } from '../../domain/vouchers/batches';
import { defineFileHandler } from '../../http/http-handler';
import { vouchersRoutes } from './routes';

export const handler = defineFileHandler(vouchersRoutes.exportVoucherBatch, (input) =>
  exportVoucherBatch(input.params.voucherBatchId),
);
