import type { Dealer } from '../../shared/schemas/vouchers';
import { putDealers, voucherBatches, vouchers, type Voucher } from '../../functions/data/vouchers';
import type { DemoAccountKey } from './demo-accounts';

export const DEMO_DEALERS: readonly Dealer[] = [
  {
    id: 'dealer-bookworld',
    name: 'BookWorld Distribution',
    retailers: [
      { id: 'retailer-city-books', name: 'City Books' },
      { id: 'retailer-campus-store', name: 'Campus Store' },
    ],
  },
  { id: 'dealer-edutech', name: 'EduTech Wholesale', retailers: [] },
];

export const DEMO_VOUCHER_BATCH_ID = '0f6b9a8e-5d4c-4b3a-9e2f-1a2b3c4d5e6f';

/** The demo codes (look-alike-free letters): Maths Quest for a year, Reading Rockets for 30 days, one expired, one for an app that is now free. */
export const DEMO_VOUCHER_CODES = {
  maths: 'XMAS-MATHS-2345-ABCD',
  reading: 'XMAS-READ-2345-WXYZ',
  expired: 'XMAS-EXPRD-2345-ABCD',
  nowFree: 'XMAS-FREE-2345-ABCD',
} as const;

/**
 * Dealers with their retailers, and one batch of demo codes a shop might sell, so `npm start`
 * shows the Vouchers tab with a batch and a parent can claim a code at once. Idempotent: claims
 * already counted are kept.
 */
export async function seedDemoVouchers(userIds: Record<DemoAccountKey, string>, now = new Date()): Promise<void> {
  await putDealers(DEMO_DEALERS);
  const createdAt = new Date(Date.UTC(now.getUTCFullYear(), 0, 1)).toISOString();
  await voucherBatches.put({
    id: DEMO_VOUCHER_BATCH_ID,
    description: 'Demo shop codes',
    code: 'DEMO-2026',
    dealer: null,
    retailer: 'retailer-city-books',
    emailViewName: null,
    services: ['2'],
    count: 4,
    prefix: 'XMAS-',
    randomLength: 16,
    months: 12,
    days: null,
    maxClaims: 1000,
    expiry: null,
    createdAt,
    createdBy: userIds.staff,
    jobId: '00000000-0000-4000-8000-000000000000',
    codeSeed: 'demo-batch-codes-are-written-out-below',
  });
  const base = {
    batchId: DEMO_VOUCHER_BATCH_ID,
    maxClaims: 1000,
    createdAt,
    months: null,
    days: null,
    expiry: null,
  } as const;
  const codes: Voucher[] = [
    { ...base, code: DEMO_VOUCHER_CODES.maths, position: 0, services: ['2'], months: 12, claims: 0 },
    { ...base, code: DEMO_VOUCHER_CODES.reading, position: 1, services: ['1'], days: 30, claims: 0 },
    {
      ...base,
      code: DEMO_VOUCHER_CODES.expired,
      position: 2,
      services: ['2'],
      months: 12,
      claims: 0,
      expiry: '2025-12-31',
    },
    { ...base, code: DEMO_VOUCHER_CODES.nowFree, position: 3, services: ['5'], months: 12, claims: 0 },
  ];
  for (const voucher of codes) {
    const stored = await vouchers.get({ code: voucher.code });
    if (!stored) await vouchers.put(voucher);
  }
}
