import { VOUCHER_MESSAGES, type Dealer, type VoucherBatch } from '../../../shared/schemas/vouchers';
import { listServices } from '../../data/services';
import {
  getVoucherBatch,
  listBatchVouchers,
  listDealers,
  listVoucherBatches,
  toVoucherBatch,
} from '../../data/vouchers';
import { NotFoundError } from '../../platform/errors';
import type { FileAnswer } from '../exports/file-answer';
import { spreadsheetCsv } from '../../platform/spreadsheet-csv';

export async function voucherBatchesWithDealers(): Promise<{ voucherBatches: VoucherBatch[]; dealers: Dealer[] }> {
  const [batches, dealers] = await Promise.all([listVoucherBatches(), listDealers()]);
  return { voucherBatches: batches.map(toVoucherBatch), dealers };
}

/**
 * GET /api/voucher-batches/{id}/export (staff-console §7): the batch's codes, one row each, with
 * the apps they open, what a claim gives, the claims allowed and made, and the expiry; formula
 * cells neutralised (spreadsheetCsv): descriptions are staff text.
 */
export async function exportVoucherBatch(batchId: string): Promise<FileAnswer> {
  const batch = await getVoucherBatch(batchId);
  if (!batch) throw new NotFoundError(VOUCHER_MESSAGES.batchNotFound);
  const [codes, services] = await Promise.all([listBatchVouchers(batch.id), listServices()]);
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
  return { filename: `vouchers-${safeName}-${batch.createdAt.slice(0, 10)}.csv`, body };
}
