import { describe, expect, it } from 'vitest';
import { formatPrice } from '../../../shared/rules/price';

describe('price display', () => {
  it.each([
    [1999, 'aud', '$19.99'],
    [500, 'GBP', '£5.00'],
    [12345, 'eur', '€123.45'],
    [100, 'jpy', '$1.00'],
  ])('shows %i %s as %s', (amount, currency, shown) => {
    expect(formatPrice(amount, currency)).toBe(shown);
  });

  it.each([
    ['en', '$19.99'],
    ['es', '19,99\u00a0AUD'],
    ['zh-Hans', 'AU$19.99'],
  ])('shows the plan currency in %s as %s', (locale, shown) => {
    expect(formatPrice(1999, 'aud', locale)).toBe(shown);
  });
});
