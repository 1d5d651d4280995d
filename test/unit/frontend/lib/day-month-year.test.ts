import { describe, expect, it } from 'vitest';
import { formatDayMonthYear, formatDayMonthYearTime } from '../../../../frontend/src/lib/day-month-year';

describe("the console's one date format", () => {
  it('shows a day as dd/mm/yyyy by its UTC day', () => {
    expect(formatDayMonthYear('2026-03-05T00:00:00.000Z')).toBe('05/03/2026');
    expect(formatDayMonthYear('2026-12-31T23:59:00.000Z')).toBe('31/12/2026');
  });

  it("shows a moment as dd/mm/yyyy and the 24-hour time of the reader's zone", () => {
    const local = new Date(2026, 2, 5, 14, 7);
    expect(formatDayMonthYearTime(local)).toBe('05/03/2026, 14:07');
    expect(formatDayMonthYearTime(local.toISOString())).toBe('05/03/2026, 14:07');
    expect(formatDayMonthYearTime(new Date(2026, 10, 28, 9, 0))).toBe('28/11/2026, 09:00');
  });
});
