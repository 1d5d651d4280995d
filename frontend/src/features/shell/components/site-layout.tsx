import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { LoadingIndicator } from '../../../components/loading-indicator';
import { SkipLink } from '../../../components/skip-link';
import { useFocusMainOnNavigation } from '../../../lib/use-focus-main';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import styles from './site-layout.module.css';

/** The visitor and account shell: skip link, header, the page in <main>, footer. */
export function SiteLayout() {
  const mainRef = useFocusMainOnNavigation();
  return (
    <div className={styles.layout}>
      <SkipLink />
      <SiteHeader />
      <main id="main" ref={mainRef} tabIndex={-1} className={styles.main}>
        <Suspense fallback={<LoadingIndicator />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
    </div>
  );
}
