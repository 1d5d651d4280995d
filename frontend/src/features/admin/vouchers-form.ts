import { t } from '@lingui/core/macro';
import { translated } from '../../../../shared/i18n/text';
import {
  VOUCHER_DEFAULT_RANDOM_LENGTH,
  VOUCHER_MESSAGES,
  VOUCHER_MIN_RANDOM_LENGTH,
  type VoucherGenerateRequest,
} from '../../../../shared/schemas/vouchers';
import { todayUtc } from '../../../../shared/rules/calendar-days';
import { parseDayMonthYear } from '../../lib/day-month-year';

/** The Generate Vouchers form as typed (staff-console §5): numbers and the dd/mm/yyyy expiry as text. */
export interface VoucherFormValues {
  services: string[];
  count: string;
  prefix: string;
  randomLength: string;
  months: string;
  days: string;
  maxClaims: string;
  expiry: string;
  description: string;
  code: string;
  dealer: string;
  retailer: string;
  emailViewName: string;
}

export const EMPTY_VOUCHER_FORM: VoucherFormValues = {
  services: [],
  count: '',
  prefix: '',
  randomLength: String(VOUCHER_DEFAULT_RANDOM_LENGTH),
  months: '',
  days: '',
  maxClaims: '1',
  expiry: '',
  description: '',
  code: '',
  dealer: '',
  retailer: '',
  emailViewName: '',
};

export type VoucherFormErrors = Partial<Record<keyof VoucherFormValues, string>>;

/** dd/mm/yyyy as yyyy-mm-dd (§5), blank as none, or the error: 'Invalid expiry date format' / 'Invalid date'. */
export function expiryOf(typed: string): { expiry: string | null } | { error: string } {
  const parsed = parseDayMonthYear(typed);
  if (parsed === 'format') return { error: translated(VOUCHER_MESSAGES.invalidExpiryFormat) };
  if (parsed === 'invalid') return { error: translated(VOUCHER_MESSAGES.invalidDate) };
  if (parsed !== null && parsed < todayUtc()) return { error: translated(VOUCHER_MESSAGES.expiryPast) };
  return { expiry: parsed };
}

function wholeNumber(text: string): number | null {
  return /^\d+$/.test(text.trim()) ? Number(text.trim()) : null;
}

/**
 * The request the form makes, or its errors in §5's words: at least one service, count at least
 * 1, random length at least 16, months or days (days win), maxClaims at least 1, a description,
 * the expiry converted; a retailer clears the dealer. Its messages are in the reader's language:
 * it runs when the form is sent, never at module load.
 */
export function voucherRequestOf(
  values: VoucherFormValues,
): { request: VoucherGenerateRequest } | { errors: VoucherFormErrors } {
  const errors: VoucherFormErrors = {};
  if (values.services.length === 0) errors.services = translated(VOUCHER_MESSAGES.noServices);
  const count = wholeNumber(values.count);
  if (count === null) errors.count = translated(VOUCHER_MESSAGES.countRequired);
  else if (count < 1) errors.count = translated(VOUCHER_MESSAGES.minimumOne);
  const randomLength = wholeNumber(values.randomLength);
  if (randomLength === null || randomLength < VOUCHER_MIN_RANDOM_LENGTH)
    errors.randomLength = translated(VOUCHER_MESSAGES.randomLengthMinimum);
  const days = values.days.trim() ? wholeNumber(values.days) : null;
  const months = days === null && values.months.trim() ? wholeNumber(values.months) : null;
  if (values.days.trim() && (days === null || days < 1)) errors.days = translated(VOUCHER_MESSAGES.minimumOne);
  if (!values.days.trim() && values.months.trim() && (months === null || months < 1))
    errors.months = translated(VOUCHER_MESSAGES.minimumOne);
  if (!values.days.trim() && !values.months.trim())
    errors.months = t`Please enter how many months or days a claim gives.`;
  const maxClaims = wholeNumber(values.maxClaims);
  if (maxClaims === null || maxClaims < 1) errors.maxClaims = translated(VOUCHER_MESSAGES.minimumOne);
  if (!values.description.trim()) errors.description = translated(VOUCHER_MESSAGES.descriptionRequired);
  const expiry = expiryOf(values.expiry);
  if ('error' in expiry) errors.expiry = expiry.error;
  if (Object.keys(errors).length > 0 || 'error' in expiry) return { errors };
  return {
    request: {
      services: values.services,
      count: count ?? 1,
      prefix: values.prefix.trim(),
      randomLength: randomLength ?? VOUCHER_DEFAULT_RANDOM_LENGTH,
      months,
      days,
      maxClaims: maxClaims ?? 1,
      expiry: expiry.expiry,
      voucherBatchDescription: values.description.trim(),
      voucherBatchCode: values.code.trim() || null,
      voucherBatchDealer: values.retailer ? null : values.dealer || null,
      voucherBatchRetailer: values.retailer || null,
      voucherBatchEmailViewName: values.emailViewName.trim() || null,
    },
  };
}

/** The server's field names → the form's. */
export const SERVER_FIELDS: Record<string, keyof VoucherFormValues> = {
  services: 'services',
  count: 'count',
  prefix: 'prefix',
  randomLength: 'randomLength',
  months: 'months',
  days: 'days',
  maxClaims: 'maxClaims',
  expiry: 'expiry',
  voucherBatchDescription: 'description',
  voucherBatchCode: 'code',
  voucherBatchDealer: 'dealer',
  voucherBatchRetailer: 'retailer',
  voucherBatchEmailViewName: 'emailViewName',
};
