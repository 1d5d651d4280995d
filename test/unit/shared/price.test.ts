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
});
