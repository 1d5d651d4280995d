import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { I18nProvider } from '@lingui/react';
import { dehydrate, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { formatLocale, localeDirection, type Locale } from '../../../shared/i18n/locales';
import { PRERENDERED_KEY_ATTRIBUTE, PRERENDERED_LOCALE_ATTRIBUTE } from '../../../shared/rules/prerendered-markup';
import { canonicalAddress, prerenderedPageKey, prerenderedPageKind } from '../../../shared/rules/prerendered-pages';
import { createQueryClient } from '../app/query-client';
import { appRoutes } from '../app/router';
import { loadWebConfig } from '../config/web-config';
import { markStartedFromMarkup } from '../lib/adopted-markup';
import { configureAuth } from '../lib/auth';
import { loadFirstPageCatalogue } from '../lib/language/catalogues';
import { SESSION_QUERY_KEY } from '../lib/session';
import { PRERENDERED_DATA_ID, type PrerenderedData } from './prerendered-data';
import { prerenderedHead } from './page-document';
import { PAGE_STYLES, STYLESHEETS } from './page-styles';
import { pageAddressForSearch, prepareStaffWrittenPage, staffWrittenDescription } from './staff-written-pages';

export interface PublicPageInput {
  /** The page's full address on the site: origin, path and query (`https://site/library?serviceId=x`). */
  url: string;
  locale: Locale;
  /** Where the site's public API (and /config.json, /content) answers; the renderer reads as a signed-out visitor. */
  apiOrigin: string;
  /** The built dist/web/index.html. */
  template: string;
}

/** The origin the render under way reads from: the SPA's code asks for `/api/...` as the browser does. */
let apiOrigin = 'http://localhost';
const fetchOfNode = globalThis.fetch.bind(globalThis);
globalThis.fetch = (input, init) =>
  fetchOfNode(typeof input === 'string' && input.startsWith('/') ? new URL(input, apiOrigin) : input, init);

/**
 * One render at a time: the interface's language (Lingui's `i18n`), the configuration and the
 * session's acting-as state are the SPA's module-wide singletons, as in a browser tab.
 */
let queue: Promise<unknown> = Promise.resolve();

/**
 * A public page (shared/rules/prerendered-pages.ts) rendered as a signed-out visitor in `locale`
 * sees it: the whole HTML document with the page's markup in #root, the data the SPA hydrates it
 * with (frontend/src/main.tsx), its title, description and canonical address (docs/internals.md
 * "Prerendered pages"). Throws when the address is not a prerendered page, or the page could not be
 * rendered as it should be (an error, a redirect): the job then keeps the page it had.
 */
export function renderPublicPage(input: PublicPageInput): Promise<string> {
  // The page is markup a browser paints before the SPA runs: what waits for the paint is not in it.
  markStartedFromMarkup();
  const next = () => {
    apiOrigin = input.apiOrigin;
    return renderNow(input);
  };
  const render = queue.then(next, next);
  queue = render.catch(() => undefined);
  return render;
}

async function renderNow({ url, locale, template }: PublicPageInput): Promise<string> {
  const address = new URL(url);
  const key = prerenderedPageKey(address.pathname, address.search);
  if (!key) throw new Error(`Not a prerendered page: ${address.pathname}${address.search}`);
  configureAuth(await loadWebConfig());
  // The words of a tab opening on this page: `common`, then the route's own part over it.
  await loadFirstPageCatalogue(locale);
  i18n.activate(locale, [formatLocale(locale)]);

  const queryClient = createQueryClient();
  // A signed-out visitor: the session is known without asking (lib/session.ts).
  queryClient.setQueryData(SESSION_QUERY_KEY, null);
  await prepareStaffWrittenPage(queryClient, key, address, locale);
  const handler = createStaticHandler(appRoutes(queryClient));
  const context = await handler.query(new Request(address));
  if (context instanceof Response)
    throw new Error(`${address.pathname}${address.search} answered ${context.status}, not a page`);
  if (context.errors) throw new Error(`${address.pathname}${address.search} failed: ${describe(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);

  // As main.tsx renders the App (app/app.tsx), with the router's static twin. An error anywhere
  // would leave its part to the browser: the page is not written rather than written wrong.
  const failures: unknown[] = [];
  const { prelude } = await prerender(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </QueryClientProvider>
      </I18nProvider>
    </StrictMode>,
    { onError: (error) => void failures.push(error) },
  );
  if (failures.length > 0) throw new Error(`${address.pathname}${address.search} failed: ${describe({ ...failures })}`);
  const rendered = await new Response(prelude).text();
  // React hoists the page's <title> (components/document-title.tsx) ahead of the markup: it goes in <head>.
  const titles = [...rendered.matchAll(/<title>([\s\S]*?)<\/title>/g)];
  const markup = rendered.replace(/<title>[\s\S]*?<\/title>/g, '');
  const title = titles.at(-1)?.[1] ?? escapeHtml(i18n._(msg`App Library`));

  const data: PrerenderedData = {
    key,
    locale,
    queries: dehydrate(queryClient, {
      shouldDehydrateQuery: (query) => query.state.status === 'success' && query.queryKey[0] === 'public',
    }),
  };
  const kind = prerenderedPageKind(key);
  const head = [
    `<title>${title}</title>`,
    `<link rel="canonical" href="${escapeHtml(canonicalAddress(pageAddressForSearch(queryClient, key, address), locale))}" />`,
  ].join('\n    ');
  // The first page's stylesheets and the page's own inline, the SPA's scripts after the first paint.
  return prerenderedHead(template, PAGE_STYLES[kind] ?? [], STYLESHEETS)
    .replace(/<html[^>]*>/, `<html lang="${locale}" dir="${localeDirection(locale)}">`)
    .replace(/<title>[\s\S]*?<\/title>/, head)
    .replace(
      /<meta name="description" content="[^"]*"\s*\/?>/,
      `<meta name="description" content="${escapeHtml(description(kind, queryClient, key, locale))}" />`,
    )
    .replace(
      /<div id="root"><\/div>/,
      () =>
        `<div id="root" ${PRERENDERED_KEY_ATTRIBUTE}="${escapeHtml(key)}" ${PRERENDERED_LOCALE_ATTRIBUTE}="${locale}">${markup}</div>` +
        `\n    <script type="application/json" id="${PRERENDERED_DATA_ID}">${scriptJson(data)}</script>`,
    );
}

/**
 * The page's meta description, in its language: the words its header says under the title, the
 * same messages as the page's own (the same text is the same catalogue entry, which the page's
 * part brings); an app's and a static page's from their staff-written HTML (staff-written-pages.ts).
 * test/integration/prerendered-pages.test.ts checks them translated.
 */
function description(
  kind: ReturnType<typeof prerenderedPageKind>,
  queryClient: ReturnType<typeof createQueryClient>,
  key: string,
  locale: Locale,
): string {
  switch (kind) {
    case 'library-app':
    case 'page':
      return staffWrittenDescription(queryClient, key, locale);
    case 'login':
      return i18n._(msg`Welcome back! Log in to reach your apps.`);
    case 'register':
      return `${i18n._(msg`Register for FREE`)}. ${i18n._(msg`Step 1 of 2: choose the kind of account you need.`)}`;
    case 'contact-us':
      return i18n._(msg`Questions, feedback or a problem with an app? Send us a message and we will reply by email.`);
    default:
      return i18n._(msg`Choose an app to see what it offers and how to get started.`);
  }
}

function describe(errors: Record<string, unknown>): string {
  return Object.values(errors)
    .map((error) => (error instanceof Error ? error.message : JSON.stringify(error)))
    .join('; ');
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** JSON inside a <script> element: nothing in it can close the element or open a comment. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
