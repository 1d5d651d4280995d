import * as z from 'zod/mini';
import { calendarDaySchema, isoDateTime } from './common';
import { jobSchema } from './jobs';
import { phrase } from '../i18n/text';

/**
 * Activation codes (visitor-and-account §2 Voucher, §5, §8; staff-console §2 Vouchers page, §3
 * voucher batch, §5 voucher generation, §7, §9).
 */
export const VOUCHER_MESSAGES = {
  // staff-console §5
  noServices: 'No services selected',
  countRequired: 'Please enter how many vouchers to generate.',
  randomLengthMinimum: 'The random length must be at least 16.',
  minimumOne: 'Must be at least 1.',
  descriptionRequired: 'Please enter a description for the voucher batch.',
  invalidExpiryFormat: 'Invalid expiry date format',
  invalidDate: 'Invalid date',
  expiryPast: 'The expiry date has passed. Choose today or a later day, or leave it blank for no expiry.',
  // visitor-and-account §5, §8
  voucherRequired: 'Please enter the voucher.',
  serviceNowFree: 'This activation code cannot be claimed because the service is now open for free access; contact us.',
  // The API's own answers
  unknownCode: 'This activation code was not found. Please check it and try again.',
  expired: 'This activation code has expired.',
  usedUp: 'This activation code has already been claimed as many times as it allows.',
  alreadyClaimed: 'This account has already claimed this activation code.',
  cardSubscription:
    'This account already pays for a subscription to this app by card; cancel it before claiming a code for it.',
  serviceNotSold: 'Vouchers can only be made for apps that are integrated and not free.',
  unknownRetailer: 'This retailer could not be found.',
  unknownDealer: 'This dealer could not be found.',
  batchNotFound: 'This voucher batch could not be found.',
  tooMany: 'At most 10,000 vouchers can be generated in one batch.',
  generationFailed: 'The vouchers could not all be generated. Resume to finish the batch.',
  // an export is never silently partial (ARCHITECTURE 'Jobs and progress')
  stillGenerating: 'This batch is still being generated.',
  notAllReadable: "Not all of this batch's codes can be read yet. Try the export again in a moment.",
} as const;

/**
 * A batch's state (ARCHITECTURE 'Jobs and progress'): its codes are being generated, all of them
 * are (complete), or the generation stopped before the end (failed: Resume finishes it, and an
 * export holds only the codes made, saying so). Export is refused while generating.
 */
export const VOUCHER_BATCH_STATES = ['generating', 'complete', 'failed'] as const;
export type VoucherBatchState = (typeof VOUCHER_BATCH_STATES)[number];

/** What an export of a batch that stopped before the end says (its file's name carries the same count). */
export function partialBatchWarning(rows: number, count: number): string {
  return `This batch stopped before all its codes were generated: the file holds ${rows.toLocaleString('en')} of its ${count.toLocaleString('en')} codes.`;
}

/** Codes are drawn from letters and digits no one misreads: no 0/O, 1/I/L (ARCHITECTURE 'Codes'). */
export const VOUCHER_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const VOUCHER_MIN_RANDOM_LENGTH = 16;
export const VOUCHER_DEFAULT_RANDOM_LENGTH = 16;
export const VOUCHER_MAX_BATCH = 10_000;

const positiveCount = z.int(VOUCHER_MESSAGES.minimumOne).check(z.gte(1, VOUCHER_MESSAGES.minimumOne));
const optionalText = (max: number) => z.nullable(z.string().check(z.trim(), z.maxLength(max)));
/** yyyy-mm-dd, a real day (the form converts the picker's dd/mm/yyyy). */
export const voucherExpirySchema = calendarDaySchema({
  format: VOUCHER_MESSAGES.invalidExpiryFormat,
  invalid: VOUCHER_MESSAGES.invalidDate,
});

export const voucherGenerateSchema = z.object({
  services: z
    .array(z.string().check(z.minLength(1)))
    .check(z.minLength(1, VOUCHER_MESSAGES.noServices), z.maxLength(50)),
  count: positiveCount.check(z.lte(VOUCHER_MAX_BATCH, VOUCHER_MESSAGES.tooMany)),
  prefix: z
    .string()
    .check(
      z.trim(),
      z.toUpperCase(),
      z.maxLength(12),
      z.regex(/^[A-Z0-9-]*$/, phrase('The prefix may hold letters, digits and hyphens only.')),
    ),
  randomLength: z
    .int(VOUCHER_MESSAGES.randomLengthMinimum)
    .check(z.gte(VOUCHER_MIN_RANDOM_LENGTH, VOUCHER_MESSAGES.randomLengthMinimum), z.lte(64)),
  /** Months of access a claim gives; dropped when days are given (§5). */
  months: z.nullable(positiveCount),
  days: z.nullable(positiveCount),
  maxClaims: positiveCount,
  /** The last day a code can be claimed (yyyy-mm-dd), or none. */
  expiry: z.nullable(voucherExpirySchema),
  voucherBatchDescription: z
    .string()
    .check(z.trim(), z.minLength(1, VOUCHER_MESSAGES.descriptionRequired), z.maxLength(200)),
  voucherBatchCode: optionalText(64),
  voucherBatchDealer: z.nullable(z.string()),
  voucherBatchRetailer: z.nullable(z.string()),
  voucherBatchEmailViewName: optionalText(64),
});
export type VoucherGenerateRequest = z.infer<typeof voucherGenerateSchema>;

export const voucherBatchSchema = z.object({
  id: z.string(),
  description: z.string(),
  code: z.nullable(z.string()),
  dealer: z.nullable(z.string()),
  retailer: z.nullable(z.string()),
  emailViewName: z.nullable(z.string()),
  services: z.array(z.string()),
  count: z.int(),
  prefix: z.string(),
  randomLength: z.int(),
  months: z.nullable(z.int()),
  days: z.nullable(z.int()),
  maxClaims: z.int(),
  expiry: z.nullable(z.string()),
  createdAt: isoDateTime,
  createdBy: z.string(),
  jobId: z.string(),
  /** generating, complete or failed; Export is refused while generating. */
  state: z.enum(VOUCHER_BATCH_STATES),
  /** How many of its `count` codes are generated so far. */
  generated: z.int().check(z.nonnegative()),
});
export type VoucherBatch = z.infer<typeof voucherBatchSchema>;

export const retailerSchema = z.object({ id: z.string(), name: z.string() });
export const dealerSchema = z.object({ id: z.string(), name: z.string(), retailers: z.array(retailerSchema) });
export type Dealer = z.infer<typeof dealerSchema>;

export const voucherGenerateResponseSchema = z.object({ voucherBatch: voucherBatchSchema, job: jobSchema });
export const voucherBatchListResponseSchema = z.object({
  voucherBatches: z.array(voucherBatchSchema),
  dealers: z.array(dealerSchema),
});
export const voucherBatchIdParamsSchema = z.object({
  voucherBatchId: z.string().check(z.minLength(1), z.maxLength(64)),
});

export const voucherClaimSchema = z.object({
  voucher: z.string().check(z.trim(), z.minLength(1, VOUCHER_MESSAGES.voucherRequired), z.maxLength(100)),
});
/** The child a parent claims for (?user=), or the caller. */
export const voucherClaimQuerySchema = z.object({
  user: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(64))),
});
export const voucherClaimResponseSchema = z.object({
  userSubscription: z.object({ id: z.string(), serviceId: z.string(), userId: z.string() }),
});
