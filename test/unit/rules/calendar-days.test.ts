import { describe, expect, it } from 'vitest';
import { daysAfter, daysBetween, isCalendarDay, weekStartOf } from '../../../shared/rules/calendar-days';

describe('calendar days', () => {
  it('knows which yyyy-mm-dd days exist', () => {
    expect(isCalendarDay('2024-02-29')).toBe(true);
    expect(isCalendarDay('2023-02-29')).toBe(false);
    expect(isCalendarDay('2023-2-1')).toBe(false);
  });

  it('counts days across months and years, and starts weeks on Monday', () => {
    expect(daysAfter('2025-12-30', 3)).toBe('2026-01-02');
    expect(daysAfter('2026-03-01', -1)).toBe('2026-02-28');
    expect(weekStartOf('2026-11-26')).toBe('2026-11-23');
    expect(weekStartOf('2026-11-23')).toBe('2026-11-23');
    expect(weekStartOf('2026-11-29')).toBe('2026-11-23');
    expect(daysBetween(new Date('2026-02-27T23:00:00Z'), new Date('2026-03-01T01:00:00Z'))).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
    ]);
  });
});
