import { phrase } from '../i18n/text';

/**
 * RelayState of app sign-on (SAML bindings §3.4.3): the page of the app to open once the app has
 * the portal's answer. The app reads it; the portal never navigates to it. When the portal starts
 * the sign-on (IdP-initiated: a tile, a detail button, a link to /api/saml2/idp/login/{serviceId}),
 * it sets RelayState only to a path of the app or an address on the app's registered domain, so a
 * link cannot make the portal hand an app `javascript:…` or another site as the page to open.
 * When the app starts it (SP-initiated), the app's own RelayState goes back to it unchanged, as
 * SAML says: that value is the app's business, and these rules do not apply to it.
 */

export const RELAY_STATE_NOT_THE_APPS = phrase(
  "The page to open in the app must be a path of the app (such as /play) or an address on the app's own site.",
);

/** Control characters, spaces and backslashes: no path or address the portal hands an app carries them. */
function hasUnsafeCharacter(value: string): boolean {
  for (const character of value) {
    const code = character.codePointAt(0) ?? 0;
    if (code <= 0x20 || code === 0x7f || character === '\\') return true;
  }
  return false;
}

/**
 * What a RelayState the portal would set names: a path of the app (`/play`, `/level/2?x=1`; not
 * `//host`), an absolute http(s) address (whose site is checked against the app's by
 * relayStateOnAppSite), or nothing the portal sets ('refused': another scheme, a relative name,
 * spaces or control characters).
 */
export function relayStateKind(value: string): 'path' | 'address' | 'refused' {
  if (value === '' || hasUnsafeCharacter(value)) return 'refused';
  if (value.startsWith('/')) return value.startsWith('//') ? 'refused' : 'path';
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'refused';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'refused';
  return url.username || url.password ? 'refused' : 'address';
}

/**
 * Whether the portal may set this RelayState for an app whose assertion consumer (the address it
 * registered) is `acsUrl`: a path, or an address on the consumer's host or a subdomain of it, over
 * https (or over the consumer's own scheme: the twin's demo apps answer on plain http).
 */
export function relayStateOnAppSite(value: string, acsUrl: string): boolean {
  const kind = relayStateKind(value);
  if (kind !== 'address') return kind === 'path';
  const page = new URL(value);
  let consumer: URL;
  try {
    consumer = new URL(acsUrl);
  } catch {
    return false;
  }
  if (page.protocol !== 'https:' && page.protocol !== consumer.protocol) return false;
  const host = page.hostname.toLowerCase();
  const appHost = consumer.hostname.toLowerCase();
  return host === appHost || host.endsWith(`.${appHost}`);
}
