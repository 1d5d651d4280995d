import { hydrate, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { InterfaceLocale } from '../../../shared/i18n/locales';
import { prerenderedPageKey } from '../../../shared/rules/prerendered-pages';
import type { AppRouter } from '../app/router';
import { loadCataloguesInUse } from '../lib/language/catalogues';
import { PRERENDERED_DATA_ID, type PrerenderedData } from './prerendered-data';

/**
 * What main.tsx needs only on a prerendered page, in a chunk of its own (the first page's
 * JavaScript does not grow): asked for as the SPA starts, it arrives beside the configuration.
 */

/**
 * Fills the query cache with the answers the page was rendered with (render-public-page.tsx), so
 * the loaders find them and the first render is the page's; false when the page carries no data
 * for this page and language.
 */
export function fillFromPage(queryClient: QueryClient, key: string, locale: InterfaceLocale): boolean {
  let data: PrerenderedData;
  try {
    data = JSON.parse(document.getElementById(PRERENDERED_DATA_ID)?.textContent ?? 'null') as PrerenderedData;
  } catch {
    return false;
  }
  if (data?.key !== key || data.locale !== locale) return false;
  hydrate(queryClient, data.queries);
  return true;
}

/**
 * Whether the router, its first loads done, shows the prerendered page (no redirect, no error),
 * every catalogue part it renders loaded in the page's language (a part may still be on its way
 * when the page's module has come), so the first render's words are the markup's.
 */
export async function routerShows(router: AppRouter, key: string, locale: InterfaceLocale): Promise<boolean> {
  if (!router.state.initialized)
    await new Promise<void>((resolve) => {
      const unsubscribe = router.subscribe((state) => {
        if (!state.initialized) return;
        unsubscribe();
        resolve();
      });
    });
  const { location, errors } = router.state;
  if (errors || prerenderedPageKey(location.pathname, location.search) !== key) return false;
  await loadCataloguesInUse(locale);
  return true;
}

/**
 * Hydrates the page. A mismatch React recovers from (it renders that part afresh) is reported
 * with the components it is in, which the production build's message alone does not name. Not in
 * use yet (main.tsx renders over the markup instead): an intermittent text mismatch is to be
 * traced first.
 */
export function hydratePage(container: HTMLElement, app: ReactNode): void {
  hydrateRoot(container, app, {
    onRecoverableError: (error, info) =>
      console.error('The prerendered page did not hydrate as rendered:', error, info.componentStack),
  });
}
