import { RouteError } from '../components/route-error';
import { SkipLink } from '../components/skip-link';
import styles from './standalone-page.module.css';

/** The last boundary: an error above both shells still gets a page with a main landmark. */
export function RootError() {
  return (
    <div className={styles.page}>
      <SkipLink />
      <main id="main" tabIndex={-1} className={styles.main}>
        <RouteError />
      </main>
    </div>
  );
}
