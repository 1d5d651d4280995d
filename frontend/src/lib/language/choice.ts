import {
  isLocale,
  negotiateLocale,
  PSEUDO_LOCALE,
  type InterfaceLocale,
  type Locale,
} from '../../../../shared/i18n/locales';

/** Where a visitor's choice of language is kept between visits (also read by the edge). */
export const LANGUAGE_STORAGE_KEY = 'language';
export const LANGUAGE_COOKIE = 'lang';
/** `?lang=es` opens the portal in a language (a link in a letter home); `?lang=pseudo` checks the catalogues. */
export const LANGUAGE_QUERY = 'lang';

function storedChoice(): string | null {
  try {
    return window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * The language the portal opens in: the link's, then the visitor's earlier choice (or their
 * account's, saved at sign-in), then the browser's languages; an unknown code is ignored.
 */
export function initialLocale(location: Pick<Location, 'search'> = window.location): InterfaceLocale {
  const asked = new URLSearchParams(location.search).get(LANGUAGE_QUERY);
  if (asked === PSEUDO_LOCALE) return PSEUDO_LOCALE;
  if (isLocale(asked)) return asked;
  const stored = storedChoice();
  if (stored === PSEUDO_LOCALE || isLocale(stored)) return stored;
  return negotiateLocale(navigator.languages.join(','));
}

/** Whether the address names a language the portal speaks: a choice to remember, as the menu's is. */
export function chosenByLink(location: Pick<Location, 'search'> = window.location): boolean {
  const asked = new URLSearchParams(location.search).get(LANGUAGE_QUERY);
  return asked === PSEUDO_LOCALE || isLocale(asked);
}

/** Remembers the choice on this browser, for the SPA and for the edge's first response. */
export function rememberLocale(locale: InterfaceLocale | Locale): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, locale);
  } catch {
    // Storage refused (a private window): the choice holds until the page is closed.
  }
  document.cookie = `${LANGUAGE_COOKIE}=${encodeURIComponent(locale)}; Path=/; Max-Age=31536000; SameSite=Lax; Secure`;
}
