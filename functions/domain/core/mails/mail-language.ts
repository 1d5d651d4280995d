import { localeDirection, SOURCE_LOCALE, type Locale } from '../../../../shared/i18n/locales';
import type { Mail } from '../../../adapters/mail/port';
import { inLocale } from '../../../platform/language';

/**
 * A mail written in its reader's language (docs/using/languages.md): the texts the builder says
 * through icu() and phrase() come out in `language`, English when the reader has not chosen one,
 * and the HTML part says its language and direction, so Arabic reads right to left.
 */
export function mailInLanguage(language: Locale | null, build: () => Mail): Mail {
  const locale = language ?? SOURCE_LOCALE;
  const mail = inLocale(locale, build);
  return { ...mail, html: `<div lang="${locale}" dir="${localeDirection(locale)}">\n${mail.html}\n</div>` };
}
