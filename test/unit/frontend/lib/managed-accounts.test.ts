import { describe, expect, it } from 'vitest';
import { shortDate } from '../../../../frontend/src/lib/managed-accounts';

describe('shortDate', () => {
  it('reads as Intl reads a day-month-year in en-AU, for every month', () => {
    for (let month = 0; month < 12; month += 1) {
      const date = new Date(2026, month, month + 1, 23, 30);
      expect(shortDate(date.toISOString())).toBe(
        date.toLocaleDateString('en-AU', { day: 'numeric', month: 'short', year: '2-digit' }),
      );
    }
  });

  it('keeps the year to two digits', () => {
    expect(shortDate(new Date(2005, 2, 5).toISOString())).toBe('5 Mar 05');
  });
});
