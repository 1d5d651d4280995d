import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { BootError } from './app/boot-screens';
import { createQueryClient } from './app/query-client';
import { createAppRouter } from './app/router';
import { paths } from './config/paths';
import { ConfigLoadError, loadWebConfig } from './config/web-config';
import { configureAuth } from './lib/auth';
import { endSession } from './lib/session';
import { setUnauthorizedHandler } from './lib/unauthorized';
import './styles/global.css';

async function start(container: HTMLElement) {
  const root = createRoot(container);
  try {
    const config = await loadWebConfig();
    configureAuth(config);
  } catch (error) {
    root.render(<BootError message={error instanceof ConfigLoadError ? error.message : 'The App Library could not start.'} />);
    return;
  }

  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient);
  // §8: a 401 on any call (the session probe excepted) ends the session and returns home.
  setUnauthorizedHandler(async () => {
    await endSession(queryClient);
    await router.navigate(paths.home.getHref());
  });

  root.render(
    <StrictMode>
      <App queryClient={queryClient} router={router} />
    </StrictMode>,
  );
}

const container = document.getElementById('root');
if (container) void start(container);
