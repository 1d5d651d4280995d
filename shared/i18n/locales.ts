/**
 * The languages of the portal (docs/using/languages.md). English is the source: the spec's exact
 * wording is the English text of every message, and what a catalogue lacks is shown in English.
 */
export const SOURCE_LOCALE = 'en';
export const LOCALES = ['en', 'es', 'fr', 'ar', 'zh-Hans'] as const;
export type Locale = (typeof LOCALES)[number];

/** Not a language: every message accented, longer and bracketed, to find text not yet in a catalogue. */
export const PSEUDO_LOCALE = 'pseudo';
export type InterfaceLocale = Locale | typeof PSEUDO_LOCALE;

/** Each language by its own name, as the language menu lists it. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  ar: 'العربية',
  'zh-Hans': '简体中文',
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The writing direction of a language: Arabic reads right to left. */
export function localeDirection(locale: InterfaceLocale): 'ltr' | 'rtl' {
  return locale === 'ar' ? 'rtl' : 'ltr';
}

/**
 * The portal's language nearest to a language tag: its own when it is one, else by its primary
 * language (`es-MX` is Spanish, `zh-CN` and `zh` Simplified Chinese, `zh-TW` and `zh-Hant` not);
 * undefined when none is near.
 */
export function nearestLocale(tag: string): Locale | undefined {
  const normalised = tag.trim().replace(/_/g, '-').toLowerCase();
  if (!normalised) return undefined;
  const exact = LOCALES.find((locale) => locale.toLowerCase() === normalised);
  if (exact) return exact;
  const [language, ...rest] = normalised.split('-');
  if (language === 'zh') {
    const traditional = rest.some((part) => ['hant', 'tw', 'hk', 'mo'].includes(part));
    return traditional ? undefined : 'zh-Hans';
  }
  return LOCALES.find((locale) => locale === language);
}

/**
 * The language an `Accept-Language` header asks for (RFC 9110 §12.5.4): the portal's language
 * nearest to the first tag by quality that has one; English when none has, or the header is
 * missing or malformed. An unknown language is never an error.
 */
export function negotiateLocale(acceptLanguage: string | null | undefined): Locale {
  if (!acceptLanguage) return SOURCE_LOCALE;
  const ranked = acceptLanguage
    .split(',')
    .map((part, index) => {
      const [tag = '', ...parameters] = part.split(';');
      const quality = parameters.map((parameter) => /^\s*q=([0-9.]+)\s*$/.exec(parameter)?.[1]).find(Boolean);
      return { tag, quality: quality === undefined ? 1 : Number(quality), index };
    })
    .filter((entry) => Number.isFinite(entry.quality) && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const { tag } of ranked) {
    const locale = nearestLocale(tag);
    if (locale) return locale;
  }
  return SOURCE_LOCALE;
}

/**
 * The locale dates, times, numbers and prices are formatted in for a language of the portal (or
 * any other tag, passed on as it is): English keeps the Australian forms the spec writes
 * ('Thursday 5 March 2026', visitor-and-account §9), and so does the pseudo-locale.
 */
export function formatLocale(locale: string): string {
  return locale === SOURCE_LOCALE || locale === PSEUDO_LOCALE ? 'en-AU' : locale;
}
