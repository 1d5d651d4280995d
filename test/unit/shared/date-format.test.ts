import { describe, expect, it } from 'vitest';
import { dateFormatter, dateTimeFormat } from '../../../shared/rules/date-format';

const LONG_DAY: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric' };

describe('date formats', () => {
  it('make one Intl formatter per locale and options', () => {
    expect(dateTimeFormat('en-AU', LONG_DAY)).toBe(dateTimeFormat('en-AU', { ...LONG_DAY }));
    expect(dateTimeFormat('en-AU', LONG_DAY)).not.toBe(dateTimeFormat('en-AU', { ...LONG_DAY, month: 'short' }));
    expect(dateTimeFormat('en-AU', LONG_DAY)).not.toBe(dateTimeFormat('en-GB', LONG_DAY));
  });

  it('format as Intl does', () => {
    const date = new Date(2026, 2, 5, 14, 7);
    expect(dateFormatter('en-AU', LONG_DAY).format(date)).toBe(new Intl.DateTimeFormat('en-AU', LONG_DAY).format(date));
    expect(dateFormatter('en-AU', LONG_DAY).format(date)).toBe('5 March 2026');
  });
});
