/**
 * The site's CloudFront Function (viewer request, the S3 behaviours only), run as it is by the
 * twin's --dist server (lib-infra/local/static-files.ts). It decides what file of the site bucket
 * answers an address:
 *
 * - a path whose last segment has a file extension (a dot and 1 to 8 letters or digits) is that
 *   file; a route that merely holds a dot ('/Not..A%20Page', a username) is a route;
 * - a public page (shared/rules/prerendered-pages.ts) is its prerendered HTML in the visitor's
 *   language, `/_prerendered/<locale>/<key>.html` (docs/internals.md "Prerendered pages"), when
 *   the prerender job has written that file;
 * - every other route is index.html, and the SPA renders it. Doing this here rather than with the
 *   distribution's error responses keeps the API's own 403 and 404 answers intact.
 *
 * The language is the SPA's own choice (frontend/src/lib/language/choice.ts), so the page
 * hydrates in the language it was rendered in: the link's `?lang=`, then the `lang` cookie the
 * SPA writes beside its stored choice, then Accept-Language (negotiated as
 * shared/i18n/locales.ts `negotiateLocale` does), English when none is the portal's. The
 * pseudo-locale (a catalogue check) has no prerendered pages: index.html.
 *
 * Whether a page was written is read from the KeyValueStore the job fills (`<locale>/<key>`, put
 * after the file, deleted before it): a page with no file yet (an app added a minute ago, a static
 * page not rendered yet) must get index.html, and S3, which the distribution reads without list
 * permission, would answer a missing key with AccessDenied, which CloudFront cannot turn into
 * index.html for the site alone (error responses are the whole distribution's, the API's 403s
 * included). A store that cannot be read is index.html too: the SPA always works.
 *
 * Cache keys: the rewritten URI names the language, and the function sets one header,
 * `x-portal-language`, to the language it picked for every page (the site's cache policy keys on
 * it, lib-infra/web/index.ts); the raw cookie and Accept-Language are folded into that header
 * rather than keyed themselves, so one visitor's language never reaches another, and the
 * countless spellings of Accept-Language do not split the cache. A viewer's own header of that
 * name is dropped. Browsers revalidate pages (no-cache) and get another ETag in another language.
 *
 * CloudFront Functions run JavaScript 2.0 (ES 5.1 with some later parts): no regex lookbehind, no
 * optional chaining; `import cf from 'cloudfront'` must be the first line.
 */
/** The one header the site's cache key holds: the language the function picked for a page. */
export const PAGE_LANGUAGE_HEADER = 'x-portal-language';

export const SITE_VIEWER_REQUEST_FUNCTION = `import cf from 'cloudfront';
var LOCALES = ['en', 'es', 'fr', 'ar', 'zh-Hans'];
var LANGUAGE_HEADER = '${PAGE_LANGUAGE_HEADER}';

function portalLocale(tag) {
  var normalised = String(tag).trim().replace(/_/g, '-').toLowerCase();
  if (!normalised) return null;
  for (var i = 0; i < LOCALES.length; i++) if (LOCALES[i].toLowerCase() === normalised) return LOCALES[i];
  var parts = normalised.split('-');
  if (parts[0] === 'zh') {
    for (var j = 1; j < parts.length; j++) if (['hant', 'tw', 'hk', 'mo'].indexOf(parts[j]) >= 0) return null;
    return 'zh-Hans';
  }
  return LOCALES.indexOf(parts[0]) >= 0 ? parts[0] : null;
}

function negotiated(acceptLanguage) {
  if (!acceptLanguage) return 'en';
  var ranked = acceptLanguage.split(',').map(function (part, index) {
    var pieces = part.split(';');
    var quality = 1;
    for (var i = 1; i < pieces.length; i++) {
      var q = /^\\s*q=([0-9.]+)\\s*$/.exec(pieces[i]);
      if (q) { quality = Number(q[1]); break; }
    }
    return { tag: pieces[0], quality: quality, index: index };
  }).filter(function (entry) {
    return isFinite(entry.quality) && entry.quality > 0;
  }).sort(function (a, b) {
    return b.quality - a.quality || a.index - b.index;
  });
  for (var i = 0; i < ranked.length; i++) {
    var locale = portalLocale(ranked[i].tag);
    if (locale) return locale;
  }
  return 'en';
}

function decoded(value) {
  try { return decodeURIComponent(value); } catch (e) { return null; }
}

function firstValue(entries, name) {
  var entry = entries && entries[name];
  return entry ? entry.value : undefined;
}

/** The language the SPA will open in, or 'pseudo'. */
function chosenLocale(request) {
  var asked = firstValue(request.querystring, 'lang');
  asked = asked === undefined ? null : decoded(asked);
  if (asked === 'pseudo' || LOCALES.indexOf(asked) >= 0) return asked;
  var kept = firstValue(request.cookies, 'lang');
  kept = kept === undefined ? null : decoded(kept);
  if (kept === 'pseudo' || LOCALES.indexOf(kept) >= 0) return kept;
  return negotiated(firstValue(request.headers, 'accept-language'));
}

/** shared/rules/prerendered-pages.ts prerenderedPageKey, on the event's uri and querystring. */
var NEUTRAL_PARAMETERS = /^(?:lang|utm_[a-z]+|gclid|fbclid)$/;
var APP_KEY = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,99}$/;
var STATIC_PAGE = /^\\/([a-z0-9]+(?:-[a-z0-9]+)*)$/;

function pageKey(uri, querystring) {
  var path = uri.length > 1 ? uri.replace(/\\/$/, '') : uri;
  var own = Object.keys(querystring || {}).filter(function (name) {
    return !NEUTRAL_PARAMETERS.test(name);
  });
  if (path === '/library') {
    if (own.length === 0) return 'library';
    var entry = querystring[own[0]];
    var app = own[0] === 'serviceId' || own[0] === 'app' ? decoded(entry.value) : null;
    var single = !entry.multiValue || entry.multiValue.length === 1;
    return own.length === 1 && single && app && APP_KEY.test(app) ? 'library/app/' + app : null;
  }
  if (own.length > 0) return null;
  if (path === '/auth/login' || path === '/auth/register' || path === '/contact-us') return path.slice(1);
  var page = STATIC_PAGE.exec(path);
  return page && page[1] !== 'library' && page[1].length <= 100 ? 'page/' + page[1] : null;
}

async function handler(event) {
  var request = event.request;
  delete request.headers[LANGUAGE_HEADER];
  var lastSegment = request.uri.split('/').pop();
  if (/\\.[A-Za-z0-9]{1,8}$/.test(lastSegment)) return request;
  var locale = chosenLocale(request);
  request.headers[LANGUAGE_HEADER] = { value: locale };
  var key = locale === 'pseudo' ? null : pageKey(request.uri, request.querystring);
  var written = false;
  if (key) {
    try {
      written = await cf.kvs().exists(locale + '/' + key);
    } catch (e) {
      written = false;
    }
  }
  request.uri = written ? '/_prerendered/' + locale + '/' + key + '.html' : '/index.html';
  return request;
}
`;

/** The event's request as the function reads and writes it (CloudFront Functions' event structure). */
export interface ViewerRequest {
  uri: string;
  /** A parameter given more than once also has all its values in `multiValue`. */
  querystring: Record<string, { value: string; multiValue?: { value: string }[] }>;
  headers: Record<string, { value: string }>;
  cookies: Record<string, { value: string }>;
}

/** The `cloudfront` module's part the function uses: the associated KeyValueStore. */
export interface CloudFrontModule {
  kvs(): { exists(key: string): Promise<boolean> };
}

/**
 * The function's code as a callable, for the twin and the tests: the `import` line, which only
 * CloudFront's runtime understands, becomes a parameter given the twin's stand-in of the module.
 */
export function runnableViewerRequest(
  cloudfront: CloudFrontModule,
): (event: { request: ViewerRequest }) => Promise<ViewerRequest> {
  const body = SITE_VIEWER_REQUEST_FUNCTION.replace(/^import cf from 'cloudfront';\n/, '');
  return new Function('cf', `${body}\nreturn handler;`)(cloudfront) as (event: {
    request: ViewerRequest;
  }) => Promise<ViewerRequest>;
}
