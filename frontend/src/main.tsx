import { i18n } from '@lingui/core';
import { StrictMode } from 'react';
import { ACT_AS_ENDED_ERROR_CODE, ACT_AS_ENDED_MESSAGE } from '../../shared/api/acting-as-header';
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

async function start(container: HTMLElement) {
  const root = createRoot(container);
  const queryClient = createQueryClient();
  const routes = appRoutes(queryClient);
  preloadRouteModules(routes, window.location);
  // A language named in the address (?lang=es) is kept for the next visit; the browser's is not.
  const language = activateLocale(initialLocale(), { remember: chosenByLink() });
  try {
    const [config] = await Promise.all([loadWebConfig(), language]);
    configureAuth(config);
    // A language chosen later asks the API again for what it words: the library's apps in that
    // language, its notes and refusals (docs/using/languages.md).
    i18n.on('change', () => {
      void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== SESSION_QUERY_KEY[0] });
    });
  } catch (error) {
    root.render(<BootError error={error} />);
    return;
  }

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

  root.render(
    <StrictMode>
      <App queryClient={queryClient} router={router} />
    </StrictMode>,
  );
}

const container = document.getElementById('root');
if (container) void start(container);
