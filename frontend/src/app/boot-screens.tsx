import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Button } from '../components/button';
import { LoadingIndicator } from '../components/loading-indicator';
import { ReconnectingStatus } from '../components/reconnecting-status';
import { ConfigLoadError } from '../config/web-config';
import styles from './standalone-page.module.css';

/** Shown while the first route's data loads (before any shell can render). */
export function BootLoading() {
  const { t } = useLingui();
  return (
    <div className={styles.page}>
      <main id="main" className={styles.main}>
        <LoadingIndicator label={t`Loading the App Library…`} />
      </main>
      {/* The start-up calls are tried again too (§7): say so while they wait. */}
      <ReconnectingStatus />
    </div>
  );
}

// The error page's words are keyed by their English: it may show before any catalogue could load
// (a dropped connection), and then only the key is left to say them with.
const NOT_AVAILABLE = msg({ id: 'The App Library is not available', message: 'The App Library is not available' });
const COULD_NOT_START = msg({ id: 'The App Library could not start.', message: 'The App Library could not start.' });
const RELOAD_LATER = msg({ id: 'Please reload the page in a moment.', message: 'Please reload the page in a moment.' });
const RELOAD = msg({ id: 'Reload', message: 'Reload' });

/** A message in the page's language, or its English key when no language could be loaded. */
function say(descriptor: MessageDescriptor): string {
  if (i18n.locale) return i18n._(descriptor);
  const values = descriptor.values ?? {};
  return descriptor.id.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));
}

/**
 * Nothing else can work when the configuration (or the page's words) could not be loaded: say so
 * plainly. Rendered outside the app, with no I18nProvider: it reads the catalogue itself.
 */
export function BootError({ error }: { error: unknown }) {
  return (
    <div className={styles.page}>
      <main id="main" className={styles.main}>
        <h1>{say(NOT_AVAILABLE)}</h1>
        <p>{say(error instanceof ConfigLoadError ? error.text : COULD_NOT_START)}</p>
        <p>{say(RELOAD_LATER)}</p>
        <Button onClick={() => window.location.reload()}>{say(RELOAD)}</Button>
      </main>
    </div>
  );
}
