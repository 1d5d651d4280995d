import { voucherBatchesWithDealers } from '../../domain/vouchers/batches';
import { defineHandler } from '../../http/http-handler';
import { vouchersRoutes } from './routes';

export const handler = defineHandler(vouchersRoutes.listVoucherBatches, () => voucherBatchesWithDealers());
