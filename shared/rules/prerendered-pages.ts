import { isStaticPageName } from '../content-pages';
import { requestedApp } from './app-deep-link';

/**
 * The public pages served as HTML rendered ahead of time (docs/internals.md "Prerendered pages"):
 * what a signed-out visitor sees first, in each language of the portal, which the SPA then
 * hydrates. Every other address gets the SPA's index.html as before.
 *
 * The renderer (frontend/src/prerender/render-public-page.tsx) renders these; the prerender job
 * writes each under `_prerendered/<locale>/<key>.html` of the site; the edge picks the file of the
 * visitor's language by `prerenderedPageKey`.
 */
export const PRERENDERED_PAGE_KINDS = ['library', 'library-app', 'login', 'register', 'contact-us', 'page'] as const;
export type PrerenderedPageKind = (typeof PRERENDERED_PAGE_KINDS)[number];

/**
 * The kinds the renderer renders: every kind. An app's detail (its staff-written description) and
 * a static page of the content host are HTML the SPA sanitises with DOMPurify; the renderer
 * sanitises it the same way over a server DOM (frontend/src/prerender/server-html-window.ts). A
 * kind left out here would keep index.html at its addresses (prerenderedPageKey says null).
 */
export const RENDERED_PAGE_KINDS: readonly PrerenderedPageKind[] = PRERENDERED_PAGE_KINDS;

/** The folder of the site under which the pages are written, one folder per locale. */
export const PRERENDERED_FOLDER = '_prerendered';

/**
 * Query parameters that never change what a public page shows: the language link (`?lang=`,
 * which the SPA checks against the page's language itself) and campaign tags. Any other parameter
 * (a login's `intended`, a registration's `step`, an app's `SAMLRequest`) is a page only the SPA
 * renders.
 */
const NEUTRAL_PARAMETERS = /^(?:lang|utm_[a-z]+|gclid|fbclid)$/;

/** An app's id or identifier as a file name: nothing that could leave its folder or need escaping. */
const APP_KEY = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,99}$/;

/** The kind of a key (`library/app/x` is 'library-app'). */
export function prerenderedPageKind(key: string): PrerenderedPageKind {
  if (key === 'library') return 'library';
  if (key.startsWith('library/app/')) return 'library-app';
  if (key === 'auth/login') return 'login';
  if (key === 'auth/register') return 'register';
  if (key === 'contact-us') return 'contact-us';
  return 'page';
}

/**
 * The file key (under `_prerendered/<locale>/`) of the page at `pathname` + `search`, or null for
 * an address that is not a prerendered page. `/library?serviceId=x` and `/library?app=x` (an app's
 * deep link, web.services) are `library/app/x`; a one-segment address that could be a static page
 * of the content host (web.external) is `page/<name>`, which exists only when the job wrote it (the
 * edge falls back to index.html for keys it has no file for).
 */
export function prerenderedPageKey(pathname: string, search: string): string | null {
  const key = pageKey(pathname, search);
  return key !== null && RENDERED_PAGE_KINDS.includes(prerenderedPageKind(key)) ? key : null;
}

function pageKey(pathname: string, search: string): string | null {
  const params = new URLSearchParams(search);
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  const own = [...params.keys()].filter((name) => !NEUTRAL_PARAMETERS.test(name));
  if (path === '/library') {
    if (own.length === 0) return 'library';
    const app = requestedApp(params);
    if (own.length === 1 && params.getAll(own[0] ?? '').length === 1 && app && APP_KEY.test(app))
      return `library/app/${app}`;
    return null;
  }
  if (own.length > 0) return null;
  if (path === '/auth/login') return 'auth/login';
  if (path === '/auth/register') return 'auth/register';
  if (path === '/contact-us') return 'contact-us';
  const name = /^\/([^/]+)$/.exec(path)?.[1];
  if (name && name !== 'library' && isStaticPageName(name)) return `page/${name}`;
  return null;
}

/**
 * The address search engines are given for a page in a language: the page's own address without
 * campaign tags, with `?lang=<locale>` for every language but English (the link that opens the
 * portal in that language, frontend/src/lib/language/choice.ts). The sitemap lists the same.
 */
export function canonicalAddress(url: URL, locale: string): string {
  const address = new URL(url.pathname, url.origin);
  for (const [name, value] of new URLSearchParams(url.search))
    if (!NEUTRAL_PARAMETERS.test(name)) address.searchParams.append(name, value);
  if (locale !== 'en') address.searchParams.set('lang', locale);
  return address.href;
}
