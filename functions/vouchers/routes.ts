import { vouchersEndpoints } from '../../shared/api/endpoints/vouchers';
import { SIGNED_IN, staffWith } from '../platform/access';
import { defineRoutes } from '../platform/route';

/**
 * Activation codes: staff with voucher.generate make and export batches; claims are for personal
 * and parent accounts, which functions/domain/vouchers/claim.ts decides (the spec's refusals, 404
 * for another family's child).
 */
export const vouchersRoutes = defineRoutes(vouchersEndpoints, {
  generateVouchers: { handler: 'vouchers/generate-vouchers', access: staffWith('voucher.generate'), uses: { table: 'readwrite', jobs: ['voucher-generate'] } },
  listVoucherBatches: { handler: 'vouchers/list-voucher-batches', access: staffWith('voucher.generate'), uses: { table: 'read' } },
  exportVoucherBatch: { handler: 'vouchers/export-voucher-batch', access: staffWith('voucher.generate'), uses: { table: 'read' } },
  claimVoucher: { handler: 'vouchers/claim-voucher', access: SIGNED_IN, uses: { table: 'readwrite' } },
});
