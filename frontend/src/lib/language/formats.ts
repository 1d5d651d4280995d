import type { I18n } from '@lingui/core';

/**
 * The locale Intl formats a portal language in: the portal's English is Australian English, as its
 * dates always were ('6 Dec 2026'); the pseudo-locale formats as English does.
 */
export function intlLocale(locale: string): string {
  return locale === 'en' || locale === 'pseudo' ? 'en-AU' : locale;
}

/** A short list in the page's language ('Free Trial, Expires soon'; in Arabic with its own comma). */
export function shortList(i18n: I18n, items: readonly string[]): string {
  return new Intl.ListFormat(i18n.locales ?? i18n.locale, { type: 'unit', style: 'short' }).format(items);
}
