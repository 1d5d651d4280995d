/** visitor-and-account §3 plan: a currency symbol and 2 decimals; the dollar sign by default. */
const CURRENCY_SYMBOLS: Record<string, string> = { aud: '$', nzd: '$', usd: '$', gbp: '£', eur: '€' };

export function currencySymbol(currency: string): string {
  return CURRENCY_SYMBOLS[currency.toLowerCase()] ?? '$';
}

/** Amounts are stored in cents, as the card provider keeps them. */
export function formatPrice(amountInCents: number, currency: string): string {
  return `${currencySymbol(currency)}${(amountInCents / 100).toFixed(2)}`;
}
