import { vouchersEndpoints } from '../../../shared/api/endpoints/vouchers';
import { SIGNED_IN, staffWith } from '../../http/access';
import { defineRoutes } from '../../http/route';

/**
 * Activation codes: staff with voucher.generate make and export batches; claims are for personal
 * and parent accounts, which functions/domain/vouchers/claim.ts decides (the spec's refusals, 404
 * for another family's child).
 */
export const vouchersRoutes = defineRoutes(vouchersEndpoints, {
  generateVouchers: { access: staffWith('voucher.generate'), uses: { table: 'readwrite', jobs: ['voucher-generate'] } },
  listVoucherBatches: { access: staffWith('voucher.generate'), uses: { table: 'read' } },
  exportVoucherBatch: { access: staffWith('voucher.generate'), uses: { table: 'read' } },
  claimVoucher: { access: SIGNED_IN, uses: { table: 'readwrite' } },
});
