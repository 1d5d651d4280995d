import { i18n } from '@lingui/core';
import {
  formatLocale,
  localeDirection,
  PSEUDO_LOCALE,
  SOURCE_LOCALE,
  type InterfaceLocale,
  type Locale,
} from '../../../../shared/i18n/locales';
import { setTranslator } from '../../../../shared/i18n/text';
import { wholePageAdopted } from '../adopted-markup';
import { afterFirstPaint } from '../use-after-first-paint';
import { loadCataloguesInUse, prefetchFeatureCatalogues } from './catalogues';
import { rememberLocale } from './choice';

const reportedMissing = new Set<string>();

// The contract's messages (shared/) are shown in the language the screens are in.
setTranslator(() => i18n);
i18n.on('missing', ({ locale, id }) => {
  // English is the source: its parts leave out a sentence that is its own key (shared/ keys the
  // contract's messages by their English; bin/i18n/write-spa-catalogues.ts), shown as it is.
  if (locale === SOURCE_LOCALE && /\s/.test(id)) return;
  const key = `${locale}\u0000${id}`;
  if (reportedMissing.has(key)) return;
  reportedMissing.add(key);
  console.warn(`No ${locale} text for "${id}": shown in English`);
});

/**
 * Switches the portal to `locale`: its words for every part in use arrive first, then every
 * screen re-renders in it at once, the document says its language and direction, and the choice
 * is remembered.
 */
export async function activateLocale(locale: InterfaceLocale, { remember = true } = {}): Promise<void> {
  await loadCataloguesInUse(locale);
  // Not while React is still adopting a prerendered page in its first language (lib/adopted-markup.ts).
  await wholePageAdopted();
  // Dates and numbers (i18n.date, i18n.number, a message's plural) in the language's own formats.
  i18n.activate(locale, [formatLocale(locale)]);
  document.documentElement.lang = locale === 'pseudo' ? 'en-XA' : locale;
  document.documentElement.dir = localeDirection(locale);
  if (remember) rememberLocale(locale);
  // The other pages' words come with them; what says where they are follows the first paint.
  void afterFirstPaint().then(prefetchFeatureCatalogues);
}

/** Signing in: the account's saved language, unless the portal already speaks it (or the pseudo-locale is on). */
export async function followAccountLanguage(locale: Locale): Promise<void> {
  if (i18n.locale === locale || i18n.locale === PSEUDO_LOCALE) return;
  await activateLocale(locale);
}
