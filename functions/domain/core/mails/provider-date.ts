import { formatLongDate } from '../../../../shared/rules/service-detail';

/** Dates the API writes in messages and mail: weekday, day, month, year (visitor-and-account §9), on the provider's (Sydney) calendar. */
export function providerDate(iso: string): string {
  return formatLongDate(iso, 'en-AU', 'Australia/Sydney');
}
