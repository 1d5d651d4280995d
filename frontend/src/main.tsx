import { i18n } from '@lingui/core';
import { StrictMode } from 'react';
import { ACT_AS_ENDED_ERROR_CODE, ACT_AS_ENDED_MESSAGE } from '../../shared/api/acting-as-header';
import {
  PRERENDERED_KEY_ATTRIBUTE,
  PRERENDERED_LOCALE_ATTRIBUTE,
  SIGNED_IN_ATTRIBUTE,
} from '../../shared/rules/prerendered-markup';
import type { InterfaceLocale } from '../../shared/i18n/locales';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { BootError } from './app/boot-screens';
import { createQueryClient } from './app/query-client';
import { appRoutes, createAppRouter, preloadRouteModules } from './app/router';
import { paths } from './config/paths';
import { loadWebConfig } from './config/web-config';
import { configureAuth } from './lib/auth';
import { endSession, SESSION_QUERY_KEY } from './lib/session';
import { activateLocale } from './lib/language/activate';
import { chosenByLink, initialLocale } from './lib/language/choice';
import { pageNotice } from './lib/page-notice';
import { sessionEndedNotice, setUnauthorizedHandler } from './lib/unauthorized';
import './styles/global.css';

/**
 * The key of the prerendered page in #root when the SPA is about to render a page in its
 * language, for a signed-out visitor (docs/internals.md "Prerendered pages"); null otherwise,
 * and any other markup is dropped, so the page renders from nothing as it does without
 * prerendering (a signed-in person never saw it: the page's inline check hid it).
 */
function prerenderedPage(container: HTMLElement, locale: InterfaceLocale): string | null {
  const key = container.getAttribute(PRERENDERED_KEY_ATTRIBUTE);
  if (key === null) return null;
  // Its address is checked once the router has loaded the page (prerender/hydrate-page.tsx).
  if (
    container.getAttribute(PRERENDERED_LOCALE_ATTRIBUTE) === locale &&
    !document.documentElement.hasAttribute(SIGNED_IN_ATTRIBUTE)
  )
    return key;
  dropMarkup(container);
  return null;
}

function dropMarkup(container: HTMLElement): void {
  container.removeAttribute(PRERENDERED_KEY_ATTRIBUTE);
  container.replaceChildren();
}

/** The root of a render from nothing, any prerendered markup dropped. */
function renderAfresh(container: HTMLElement) {
  dropMarkup(container);
  return createRoot(container);
}

async function start(container: HTMLElement) {
  const locale = initialLocale();
  const prerendered = prerenderedPage(container, locale);
  const hydrating = prerendered ? import('./prerender/hydrate-page').catch(() => null) : null;
  const queryClient = createQueryClient();
  const routes = appRoutes(queryClient);
  preloadRouteModules(routes, window.location);
  // A language named in the address (?lang=es) is kept for the next visit; the browser's is not.
  const language = activateLocale(locale, { remember: chosenByLink() });
  try {
    const [config] = await Promise.all([loadWebConfig(), language]);
    configureAuth(config);
    // A language chosen later asks the API again for what it words: the library's apps in that
    // language, its notes and refusals (docs/using/languages.md).
    i18n.on('change', () => {
      void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== SESSION_QUERY_KEY[0] });
    });
  } catch (error) {
    renderAfresh(container).render(<BootError error={error} />);
    return;
  }
  const hydration = prerendered ? await hydrating : null;
  const hydrates = prerendered !== null && hydration?.fillFromPage(queryClient, prerendered, locale) === true;

  const router = createAppRouter(routes);
  // §8: a 401 on any call (the session probe excepted) ends the session; the person lands on the
  // login page, told why, and comes back to where they were once they log in again. A grant of
  // acting as another user that ended returns to the actor's own account instead.
  setUnauthorizedHandler(async (code) => {
    if (code === ACT_AS_ENDED_ERROR_CODE) {
      const { returnToActor } = await import('./lib/acting-as');
      await router.navigate(await returnToActor(queryClient, { endOnServer: false }), {
        state: pageNotice(ACT_AS_ENDED_MESSAGE),
      });
      return;
    }
    const { pathname, search } = router.state.location;
    await endSession(queryClient);
    await router.navigate(paths.auth.login.getHref({ intended: `${pathname}${search}` }), {
      state: pageNotice(sessionEndedNotice(code)),
    });
  });

  const app = (
    <StrictMode>
      <App queryClient={queryClient} router={router} />
    </StrictMode>
  );
  // The prerendered page stays on screen until the router has loaded what it renders (its lazy
  // modules, its loaders from the answers above, its words: lib/language/catalogues.ts); the
  // first render is then the markup's, and React hydrates it (docs/internals.md "Prerendered pages").
  if (hydration && hydrates && prerendered && (await hydration.routerShows(router, prerendered, locale))) {
    hydration.hydratePage(container, app);
    return;
  }
  renderAfresh(container).render(app);
}

const container = document.getElementById('root');
if (container) void start(container);
