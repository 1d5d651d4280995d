import { formatLocale, PSEUDO_LOCALE, SOURCE_LOCALE } from '../i18n/locales';

/** visitor-and-account §3 plan: a currency symbol and 2 decimals; the dollar sign by default. */
const CURRENCY_SYMBOLS: Record<string, string> = { aud: '$', nzd: '$', usd: '$', gbp: '£', eur: '€' };

export function currencySymbol(currency: string): string {
  return CURRENCY_SYMBOLS[currency.toLowerCase()] ?? '$';
}

const made = new Map<string, Intl.NumberFormat>();

/**
 * Amounts are stored in cents, as the card provider keeps them. English shows them as §3 writes
 * them ('$19.99'); another language as Intl writes the plan's currency there ('19,99 AUD').
 */
export function formatPrice(amountInCents: number, currency: string, locale: string = SOURCE_LOCALE): string {
  if (locale === SOURCE_LOCALE || locale === PSEUDO_LOCALE)
    return `${currencySymbol(currency)}${(amountInCents / 100).toFixed(2)}`;
  const key = `${locale} ${currency.toUpperCase()}`;
  let format = made.get(key);
  if (!format) {
    format = new Intl.NumberFormat(formatLocale(locale), {
      style: 'currency',
      currency: currency.toUpperCase(),
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    made.set(key, format);
  }
  return format.format(amountInCents / 100);
}
