import { afterEach, describe, expect, it, vi } from 'vitest';
import { dateFormatter } from '../../../shared/rules/date-format';

const LONG_DAY: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric' };

describe('dateFormatter', () => {
  afterEach(() => vi.restoreAllMocks());

  it('formats as Intl does', () => {
    const date = new Date(2026, 2, 5, 14, 7);
    expect(dateFormatter('en-AU', LONG_DAY).format(date)).toBe(new Intl.DateTimeFormat('en-AU', LONG_DAY).format(date));
    expect(dateFormatter('en-AU', LONG_DAY).format(date)).toBe('5 March 2026');
  });

  it('makes no Intl formatter until it formats, then one for all formatters of the same options', () => {
    const Real = Intl.DateTimeFormat;
    // Called with new, the spy answers what its implementation returns: a real formatter.
    const made = vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function (
      locale?: Intl.LocalesArgument,
      options?: Intl.DateTimeFormatOptions,
    ) {
      return new Real(locale, options);
    } as typeof Intl.DateTimeFormat);
    const options: Intl.DateTimeFormatOptions = { day: '2-digit', month: 'narrow', year: 'numeric' };
    const first = dateFormatter('en-GB', options);
    const second = dateFormatter('en-GB', { ...options });
    expect(made).not.toHaveBeenCalled();

    first.format(new Date(2026, 0, 1));
    second.format(new Date(2026, 1, 1));
    first.format(new Date(2026, 2, 1));
    expect(made).toHaveBeenCalledTimes(1);

    dateFormatter('en-GB', { ...options, month: 'long' }).format(new Date(2026, 0, 1));
    dateFormatter('en-AU', options).format(new Date(2026, 0, 1));
    expect(made).toHaveBeenCalledTimes(3);
  });
});
