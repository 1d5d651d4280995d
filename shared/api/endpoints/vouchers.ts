import * as z from 'zod/mini';
import {
  voucherBatchIdParamsSchema,
  voucherBatchListResponseSchema,
  voucherClaimQuerySchema,
  voucherClaimResponseSchema,
  voucherClaimSchema,
  voucherGenerateResponseSchema,
  voucherGenerateSchema,
} from '../../schemas/vouchers';
import { defineEndpoint, defineEndpoints } from '../endpoint';

/**
 * Activation codes: staff generate batches (voucher.generate) and export them; personal accounts
 * and parents (for their own children) claim them. Teachers, students and child accounts are
 * refused with the spec's words; another family's child is 404.
 */
export const vouchersEndpoints = defineEndpoints('vouchers', {
  generateVouchers: defineEndpoint({
    method: 'POST',
    path: '/api/vouchers/generate',
    summary:
      'Generate Vouchers (staff-console §5): a batch of up to 10,000 codes from an alphabet without look-alike characters, each unique, made by a job with progress; answers the batch and its job.',
    body: voucherGenerateSchema,
    response: voucherGenerateResponseSchema,
    successStatus: 201,
  }),
  listVoucherBatches: defineEndpoint({
    method: 'GET',
    path: '/api/voucher-batches',
    summary: 'The voucher batches, newest first, and the dealers with their retailers (the form’s selects).',
    response: voucherBatchListResponseSchema,
  }),
  exportVoucherBatch: defineEndpoint({
    method: 'GET',
    path: '/api/voucher-batches/{voucherBatchId}/export',
    summary:
      "A batch's codes as CSV (code, apps, months or days, claims allowed and made, expiry), cells safe against formula injection.",
    params: voucherBatchIdParamsSchema,
    response: z.string(),
    produces: 'text/csv',
  }),
  claimVoucher: defineEndpoint({
    method: 'POST',
    path: '/api/vouchers/claim',
    summary:
      'Activate Subscription: claims a code for the caller or (?user=) their child; each code at most maxClaims times, never after its expiry, never twice by one account; 410 when its app is now free.',
    query: voucherClaimQuerySchema,
    body: voucherClaimSchema,
    response: voucherClaimResponseSchema,
  }),
});
