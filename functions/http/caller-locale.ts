import { negotiateLocale, PSEUDO_LOCALE, type InterfaceLocale } from '../../shared/i18n/locales';
import type { PortalEvent } from './request-context';

/**
 * The language a request is answered in: the one its Accept-Language asks for. The SPA sends the
 * language the person chose (or their account's, once signed in); an unknown one is English. The
 * pseudo-locale, which the SPA sends only when asked for it, checks the API's messages too.
 */
export function callerLocale(event: PortalEvent): InterfaceLocale {
  const headers = event.headers ?? {};
  const name = Object.keys(headers).find((key) => key.toLowerCase() === 'accept-language');
  const asked = name ? headers[name] : undefined;
  return asked?.trim() === PSEUDO_LOCALE ? PSEUDO_LOCALE : negotiateLocale(asked);
}
