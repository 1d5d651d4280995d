import { describe, expect, it } from 'vitest';
import {
  formatDayMonthYear,
  formatDayMonthYearTime,
  formatDayMonthYearTimeZone,
} from '../../../../frontend/src/lib/day-month-year';

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

describe("a moment with the reader's time zone named", () => {
  it("adds the zone's short name in the reader's language", () => {
    const local = new Date(2026, 2, 5, 14, 7);
    const zone = (locale: string) =>
      new Intl.DateTimeFormat(locale, { timeZoneName: 'short' }).formatToParts(local).at(-1)?.value;

    expect(formatDayMonthYearTimeZone(local, 'en-AU')).toBe(`05/03/2026, 14:07 ${zone('en-AU')}`);
    expect(formatDayMonthYearTimeZone(local.toISOString(), 'es')).toBe(`05/03/2026, 14:07 ${zone('es')}`);
    expect(formatDayMonthYearTimeZone(local, 'en-AU')).toMatch(/^05\/03\/2026, 14:07 \S+/);
  });
});
