import { describe, expect, it } from 'vitest';
import { shortDate } from '../../../../frontend/src/lib/managed-accounts';

describe('shortDate', () => {
  it("reads as Intl reads a day and month in en-AU, for every month, then the year as 'YY", () => {
    for (let month = 0; month < 12; month += 1) {
      const date = new Date(2026, month, month + 1, 23, 30);
      expect(shortDate(date.toISOString())).toBe(
        `${date.toLocaleDateString('en-AU', { day: 'numeric', month: 'short' })} ’26`,
      );
    }
  });

  it('keeps the year to two digits after an apostrophe, so it does not read as a day', () => {
    expect(shortDate(new Date(2005, 2, 5).toISOString())).toBe('5 Mar ’05');
  });
});
