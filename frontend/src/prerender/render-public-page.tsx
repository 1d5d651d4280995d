import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { I18nProvider } from '@lingui/react';
import { dehydrate, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { formatLocale, localeDirection, type Locale } from '../../../shared/i18n/locales';
import { PRERENDERED_KEY_ATTRIBUTE, PRERENDERED_LOCALE_ATTRIBUTE } from '../../../shared/rules/prerendered-markup';
import {
  canonicalAddress,
  prerenderedPageKey,
  prerenderedPageKind,
  SIGNED_IN_CHECK_SCRIPT,
} from '../../../shared/rules/prerendered-pages';
import { createQueryClient } from '../app/query-client';
import { appRoutes } from '../app/router';
import { loadWebConfig } from '../config/web-config';
import { configureAuth } from '../lib/auth';
import { loadCataloguesInUse } from '../lib/language/catalogues';
import { listServices } from '../lib/library';
import { SESSION_QUERY_KEY } from '../lib/session';
import { PRERENDERED_DATA_ID, type PrerenderedData } from './prerendered-data';
import { PAGE_STYLES } from './page-styles';

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
  await loadCataloguesInUse(locale);
  i18n.activate(locale, [formatLocale(locale)]);

  const queryClient = createQueryClient();
  // A signed-out visitor: the session is known without asking (lib/session.ts).
  queryClient.setQueryData(SESSION_QUERY_KEY, null);
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
    `<link rel="canonical" href="${escapeHtml(canonicalAddress(address, locale))}" />`,
    `<script>${SIGNED_IN_CHECK_SCRIPT}</script>`,
  ].join('\n    ');
  // The page's own stylesheets after the first page's, as the SPA adds them when the page loads.
  const styles = (PAGE_STYLES[kind] ?? []).map(
    (file) => `<link rel="stylesheet" crossorigin href="${escapeHtml(file)}">`,
  );
  return template
    .replace('</head>', () => `${styles.map((link) => `  ${link}\n`).join('')}  </head>`)
    .replace(/<html[^>]*>/, `<html lang="${locale}" dir="${localeDirection(locale)}">`)
    .replace(/<title>[\s\S]*?<\/title>/, head)
    .replace(
      /<meta name="description" content="[^"]*"\s*\/?>/,
      `<meta name="description" content="${escapeHtml(description(kind, queryClient, key))}" />`,
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
 * part brings); test/integration/prerendered-pages.test.ts checks them translated.
 */
function description(
  kind: ReturnType<typeof prerenderedPageKind>,
  queryClient: ReturnType<typeof createQueryClient>,
  key: string,
): string {
  switch (kind) {
    case 'library-app': {
      const id = key.slice('library/app/'.length);
      const services = queryClient.getQueryData<{ services: { id: string; identifier: string; name: string }[] }>(
        listServices.queryOptions().queryKey,
      );
      const service = services?.services.find((candidate) => candidate.id === id || candidate.identifier === id);
      return service ? service.name : i18n._(msg`Choose an app to see what it offers and how to get started.`);
    }
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
