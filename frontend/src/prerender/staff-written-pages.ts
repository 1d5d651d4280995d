import type { QueryClient } from '@tanstack/react-query';
import type { Locale } from '../../../shared/i18n/locales';
import { namesApp } from '../../../shared/rules/app-deep-link';
import { prerenderedPageKind } from '../../../shared/rules/prerendered-pages';
import type { Service } from '../../../shared/schemas/service';
import { htmlWindow } from '../lib/html-window';
import { listServices } from '../lib/library';
import { sanitizeHtml } from '../lib/sanitize-html';
import { staticPageQueryOptions } from '../lib/static-pages';
import { setHtmlWindowAddress } from './server-html-window';

/**
 * What the renderer (render-public-page.tsx) needs for the pages whose words staff write: an
 * app's deep link (`library/app/<id or identifier>`, its description) and a static page of the
 * content host (`page/<name>`). Their HTML is sanitised as the SPA sanitises it, over a server DOM
 * (server-html-window.ts); docs/internals.md "Prerendered pages".
 */

/**
 * Before the page renders: the sanitiser's address is the page's (links to the site stay in the
 * tab, as in the visitor's), and a static page, which its component reads rather than a loader
 * (features/static-pages), is read now, in the page's language or else English, so the markup is
 * the page's; one the content host lacks throws, and the page is not written.
 */
export async function prepareStaffWrittenPage(
  queryClient: QueryClient,
  key: string,
  address: URL,
  locale: Locale,
): Promise<void> {
  setHtmlWindowAddress(address.href);
  if (prerenderedPageKind(key) === 'page')
    await queryClient.ensureQueryData(staticPageQueryOptions(staticPageName(key), 'page', locale));
}

/**
 * The address search engines are given for the page, before its language: an app's page has one,
 * whichever link named it (`?app=coding-club`, `?serviceId=7`), the sitemap's `?serviceId=<id>`.
 * Throws for an app the library does not have: its page would be the not-found dialog.
 */
export function pageAddressForSearch(queryClient: QueryClient, key: string, address: URL): URL {
  if (prerenderedPageKind(key) !== 'library-app') return address;
  const app = appOf(queryClient, key);
  if (!app) throw new Error(`${address.pathname}${address.search} names no app of the library`);
  return new URL(`/library?serviceId=${encodeURIComponent(app.id)}`, address);
}

/**
 * The meta description of an app's page (the start of its description in the page's language,
 * sanitised as the page shows it; its name when it has none) or of a static page (its first
 * paragraph; its heading when it has none).
 */
export function staffWrittenDescription(queryClient: QueryClient, key: string, locale: Locale): string {
  if (prerenderedPageKind(key) === 'library-app') {
    const app = appOf(queryClient, key);
    return app ? summary(parsedHtml(sanitizeHtml(app.description)).body.textContent) || app.name : '';
  }
  const page = queryClient.getQueryData(staticPageQueryOptions(staticPageName(key), 'page', locale).queryKey);
  return summary(parsedHtml(page?.html ?? '').querySelector('p')?.textContent) || (page?.title ?? '');
}

/** The app an app's page shows, as the library finds it (by id or identifier), in the page's language. */
function appOf(queryClient: QueryClient, key: string): Service | undefined {
  const requested = key.slice('library/app/'.length);
  const services = queryClient.getQueryData(listServices.queryOptions().queryKey);
  return services?.find((service) => namesApp(service, requested));
}

/** The name of a static page's key (`page/privacy-policy`). */
function staticPageName(key: string): string {
  return key.slice('page/'.length);
}

function parsedHtml(html: string): Document {
  return new (htmlWindow().DOMParser)().parseFromString(html, 'text/html');
}

/** Text as a search result shows it: one line of about 160 characters at most, cut between words. */
function summary(text: string | null | undefined): string {
  const line = (text ?? '').replace(/\s+/g, ' ').trim();
  if (line.length <= 160) return line;
  const cut = line.slice(0, 159);
  const space = cut.lastIndexOf(' ');
  return `${space > 100 ? cut.slice(0, space) : cut}…`;
}
