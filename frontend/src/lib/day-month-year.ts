/**
 * Dates as staff type and read them in the console (staff-console §5): dd/mm/yyyy, meaning that
 * day in UTC (the picker is 'UTC-adjusted').
 */

/** yyyy-mm-dd of dd/mm/yyyy; 'format' when it is not that shape, 'invalid' when no such day exists, null when blank. */
export function parseDayMonthYear(typed: string): string | 'format' | 'invalid' | null {
  const text = typed.trim();
  if (!text) return null;
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  if (!match) return 'format';
  const [, day = '', month = '', year = ''] = match;
  const iso = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  const date = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || !date.toISOString().startsWith(iso) ? 'invalid' : iso;
}

/** dd/mm/yyyy of a time, by its UTC day. */
export function formatDayMonthYear(at: Date | string): string {
  const iso = (typeof at === 'string' ? new Date(at) : at).toISOString();
  return `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
}

/**
 * A moment as the console shows it: dd/mm/yyyy (the date pickers' format, staff-console §5), then
 * the 24-hour time, both in the reader's time zone: '05/03/2026, 14:07'.
 */
export function formatDayMonthYearTime(at: Date | string): string {
  const date = typeof at === 'string' ? new Date(at) : at;
  const two = (value: number) => String(value).padStart(2, '0');
  return `${two(date.getDate())}/${two(date.getMonth() + 1)}/${date.getFullYear()}, ${two(date.getHours())}:${two(date.getMinutes())}`;
}

/**
 * A moment where the hour matters to someone elsewhere (a server's state since, a scheduled run):
 * as formatDayMonthYearTime, then the reader's time zone named in their language ('AEDT', 'GMT+11').
 */
export function formatDayMonthYearTimeZone(at: Date | string, locale?: string): string {
  const date = typeof at === 'string' ? new Date(at) : at;
  const zone = new Intl.DateTimeFormat(locale, { timeZoneName: 'short' })
    .formatToParts(date)
    .find((part) => part.type === 'timeZoneName')?.value;
  const moment = formatDayMonthYearTime(date);
  return zone ? `${moment} ${zone}` : moment;
}

/** The UTC day `days` after today's, as dd/mm/yyyy. */
export function dayMonthYearFromToday(days: number, now = new Date()): string {
  return formatDayMonthYear(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days)));
}

/** The picker's local calendar day for a yyyy-mm-dd, and back: the picker shows local dates. */
export function localDayOf(iso: string): Date {
  const [year = 0, month = 1, day = 1] = iso.split('-').map(Number);
  return new Date(year, month - 1, day);
}

export function isoDayOf(local: Date): string {
  return `${local.getFullYear()}-${String(local.getMonth() + 1).padStart(2, '0')}-${String(local.getDate()).padStart(2, '0')}`;
}
