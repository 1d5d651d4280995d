import { useLingui } from '@lingui/react/macro';
import type { DayPickerLocale } from 'react-day-picker';
import { ar, es, fr, zhCN } from 'react-day-picker/locale';
import { localeDirection, type InterfaceLocale } from '../../../../../shared/i18n/locales';

/** The calendars' month and day names in each language; English keeps DayPicker's own. */
const CALENDAR_LOCALES: Partial<Record<InterfaceLocale, DayPickerLocale>> = { es, fr, ar, 'zh-Hans': zhCN };

/**
 * The date pickers' words and reading direction in the reader's language: the days typed stay
 * dd/mm/yyyy (staff-console §5), only the calendar speaks the language, and runs right to left in Arabic.
 */
export function useCalendarLanguage(): { locale?: DayPickerLocale; dir: 'ltr' | 'rtl' } {
  const { i18n } = useLingui();
  const locale = i18n.locale as InterfaceLocale;
  return { locale: CALENDAR_LOCALES[locale], dir: localeDirection(locale) };
}
