import { Button } from '../components/button';
import { LoadingIndicator } from '../components/loading-indicator';
import { ReconnectingStatus } from '../components/reconnecting-status';
import styles from './standalone-page.module.css';

/** Shown while the first route's data loads (before any shell can render). */
export function BootLoading() {
  return (
    <div className={styles.page}>
      <main id="main" className={styles.main}>
        <LoadingIndicator label="Loading the App Library…" />
      </main>
      {/* The start-up calls are tried again too (§7): say so while they wait. */}
      <ReconnectingStatus />
    </div>
  );
}

/** The configuration could not be loaded: nothing else can work, so say so plainly. */
export function BootError({ message }: { message: string }) {
  return (
    <div className={styles.page}>
      <main id="main" className={styles.main}>
        <h1>The App Library is not available</h1>
        <p>{message}</p>
        <p>Please reload the page in a moment.</p>
        <Button onClick={() => window.location.reload()}>Reload</Button>
      </main>
    </div>
  );
}
