import { Suspense, type ReactNode } from 'react';
import { NavLink, Outlet, type NavLinkProps } from 'react-router';
import { useFocusMainOnNavigation } from '../lib/use-focus-main';
import { LoadingIndicator } from './loading-indicator';
import { SkipLink } from './skip-link';
import styles from './page-frame.module.css';

/**
 * The frame every shell shares: skip link, the shell's header, the routed page in a focusable
 * <main> that takes focus after each navigation, and an optional footer.
 */
export function PageFrame({ header, footer }: { header: ReactNode; footer?: ReactNode }) {
  const mainRef = useFocusMainOnNavigation();
  return (
    <div className={styles.frame}>
      <SkipLink />
      {header}
      <main id="main" ref={mainRef} tabIndex={-1} className={styles.main}>
        <Suspense fallback={<LoadingIndicator />}>
          <Outlet />
        </Suspense>
      </main>
      {footer}
    </div>
  );
}

/** The dark bar across the top of a shell; its children sit in one row at content width. */
export function TopBar({ children }: { children: ReactNode }) {
  return (
    <header className={styles.bar}>
      <div className={styles.barInner}>{children}</div>
    </header>
  );
}

/** A link in the top bar; marks the current page. */
export function TopBarLink(props: Omit<NavLinkProps, 'className'>) {
  return <NavLink {...props} className={styles.barLink} />;
}
