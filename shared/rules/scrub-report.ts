/**
 * Client error reports (POST /api/debug-messages) are kept for support without personal data:
 * these rules take out what a browser's error text, log lines and addresses can carry by
 * accident — query strings and fragments (search terms, SAML RelayState, OAuth codes), email
 * addresses (usernames are emails), tokens (JWTs, Bearer values, long opaque strings) and the
 * values of password, token, secret or ticket fields. Pure, so the server and its tests share them.
 */

const REMOVED = '[removed]';

/** An address: the path keeps, the query string and fragment go. */
const URL_WITH_QUERY = /((?:[a-z][a-z0-9+.-]*:\/\/[^\s"'<>?#]*)|(?:\/[^\s"'<>?#]*))[?#][^\s"'<>)]*/gi;
const EMAIL = /[a-z0-9._%+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}/gi;
const JWT = /\beyJ[\w-]+\.[\w-]+\.[\w-]*/g;
const BEARER = /\b(Bearer|Basic)\s+[\w\-.~+/]+=*/gi;
const SECRET_FIELD =
  /\b(password|passwd|pwd|token|secret|otp|authorization|ticket|api[_-]?key)(["']?\s*[:=]\s*["']?)[^\s"'&,;}]+/gi;
/** Opaque strings this long are tokens or ids of a person's things, never words. */
const OPAQUE = /\b[A-Za-z0-9_-]{32,}\b/g;

/** Paths of the SPA whose segments after the prefix are personal (a reset link's username and token). */
const PERSONAL_PATH_PREFIXES = ['/password/reset/'];

/** Free text (a message, a log line, a stack) with the personal parts replaced. */
export function scrubText(text: string): string {
  return text
    .replace(JWT, '[token]')
    .replace(BEARER, '$1 [token]')
    .replace(URL_WITH_QUERY, '$1')
    .replace(EMAIL, '[email]')
    .replace(SECRET_FIELD, `$1$2${REMOVED}`)
    .replace(OPAQUE, '[token]');
}

/**
 * The page a report came from, as a path only: scheme, host, query string and fragment are
 * dropped, and the personal segments of a reset link too.
 */
export function scrubPath(address: string): string {
  let path: string;
  try {
    path = new URL(address, 'https://portal.invalid').pathname;
  } catch {
    return '/';
  }
  for (const prefix of PERSONAL_PATH_PREFIXES) {
    if (path.startsWith(prefix)) return `${prefix}${REMOVED}`;
  }
  return scrubText(path);
}
