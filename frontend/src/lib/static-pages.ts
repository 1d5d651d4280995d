import { queryOptions } from '@tanstack/react-query';
import { CONTENT_PATH, isStaticPageName, staticPageUrl, translatedPageEntry } from '../../../shared/content-pages';
import { isLocale, SOURCE_LOCALE, type Locale } from '../../../shared/i18n/locales';
import { webConfig } from '../config/web-config';
import { htmlWindow } from './html-window';
import { sanitizeHtml, type LinkMode } from './sanitize-html';

/**
 * A page the content host does not have (404, 403), or one it could not be asked for (network,
 * status 0). The status lets the error report (lib/report-client-error.ts) leave refusals out.
 */
export class StaticPageUnavailableError extends Error {
  constructor(
    name: string,
    reason: string,
    readonly status: number,
  ) {
    super(`The page ${name} could not be loaded: ${reason}`);
    this.name = 'StaticPageUnavailableError';
  }
}

export interface StaticPage {
  /** Sanitised HTML, safe to insert; links to the site stay in the tab. */
  html: string;
  /** The page's first heading, for the document title; null when it has none. */
  title: string | null;
  /** The language the page is written in: the one asked for, or English when it has no version in it. */
  language: Locale;
}

/** HTML of the content host at `url`, sanitised; `name` says which in errors. */
async function fetchContentHtml(url: string, name: string, signal: AbortSignal, mode: LinkMode): Promise<string> {
  let response: Response;
  try {
    response = await fetch(url, { signal, headers: { accept: 'text/html' } });
  } catch (error) {
    if (signal.aborted) throw error;
    throw new StaticPageUnavailableError(name, 'no answer', 0);
  }
  // The SPA's own index.html is never a page: only the content host's HTML is.
  if (!response.ok || !(response.headers.get('content-type') ?? '').startsWith('text/html')) {
    // A page answered by the SPA's index.html (200) is a page the content host does not have.
    throw new StaticPageUnavailableError(name, `status ${response.status}`, response.ok ? 404 : response.status);
  }
  return sanitizeHtml(await response.text(), mode);
}

/** A voucher landing page (visitor-and-account §2 Voucher 'landing'): html/voucher-landing/{name}.html of the content host. */
function voucherLandingUrl(name: string): string {
  return `${CONTENT_PATH}/html/voucher-landing/${name}.html`;
}

/** Where the content host keeps a kind of page: the site's pages, or the shops' voucher landing pages. */
export type StaticPageKind = 'page' | 'voucher-landing';

/**
 * A page of the site in the reader's language when the content host has a version in it, else
 * the English page, in one query: the reader sees the page once, never a not-found in between
 * (docs/using/static-pages-and-alerts.md).
 */
async function fetchPageHtml(name: string, signal: AbortSignal, language: Locale): Promise<[string, Locale]> {
  // Only a version /config.json lists is asked for: a page with none costs no failing request.
  if (language !== SOURCE_LOCALE && webConfig().translatedContentPages.includes(translatedPageEntry(language, name))) {
    try {
      return [await fetchContentHtml(staticPageUrl(name, language), name, signal, 'in-page'), language];
    } catch (error) {
      // Removed since the configuration was read: the English page stands in.
      if (!(error instanceof StaticPageUnavailableError)) throw error;
    }
  }
  return [await fetchContentHtml(staticPageUrl(name), name, signal, 'in-page'), SOURCE_LOCALE];
}

async function fetchStaticPage(
  name: string,
  signal: AbortSignal,
  kind: StaticPageKind,
  language: Locale,
): Promise<StaticPage> {
  if (!isStaticPageName(name)) throw new StaticPageUnavailableError(name, 'not a page name', 404);
  const [html, written]: [string, Locale] =
    kind === 'page'
      ? await fetchPageHtml(name, signal, language)
      : [await fetchContentHtml(voucherLandingUrl(name), name, signal, 'in-page'), SOURCE_LOCALE];
  const title =
    new (htmlWindow().DOMParser)().parseFromString(html, 'text/html').querySelector('h1')?.textContent?.trim() || null;
  return { html, title, language: written };
}

/**
 * A static page of the content host (web.external, the header message, the footer) in the
 * reader's language (`locale`, the screens' own; the pseudo-locale reads English), falling back to
 * English: fetched, sanitised, and cached as public data for five minutes. A missing page is not
 * retried. Switching language keeps the page shown until the other one arrives.
 */
export const staticPageQueryOptions = (name: string, kind: StaticPageKind = 'page', locale: string = SOURCE_LOCALE) => {
  const language = isLocale(locale) ? locale : SOURCE_LOCALE;
  return queryOptions({
    queryKey: ['public', 'static-page', kind, name, language] as const,
    queryFn: ({ signal }) => fetchStaticPage(name, signal, kind, language),
    staleTime: 5 * 60 * 1000,
    retry: false,
    // The same page in the language left: shown until this one arrives (another page never is).
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === kind && previousQuery.queryKey[3] === name ? previous : undefined,
  });
};

/**
 * A fragment of the content host shown apart from the page (in a frame), every link opening a new
 * tab; cached like the static pages, and a missing one is not retried.
 */
export const contentFragmentQueryOptions = (url: string) =>
  queryOptions({
    queryKey: ['public', 'content-fragment', url] as const,
    queryFn: ({ signal }) => fetchContentHtml(url, url, signal, 'new-tab'),
    staleTime: 5 * 60 * 1000,
    retry: false,
  });
