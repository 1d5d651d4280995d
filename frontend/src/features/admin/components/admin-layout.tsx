import { Suspense } from 'react';
import { Link, Outlet } from 'react-router';
import type { SessionUser } from '../../../../../shared/schemas/user';
import { visibleAdminTabs } from '../../../../../shared/permissions';
import { adminConsoleMenuEntries } from '../../../../../shared/rules/user-menu';
import { LoadingIndicator } from '../../../components/loading-indicator';
import { Menu, type MenuItem } from '../../../components/menu';
import { SkipLink } from '../../../components/skip-link';
import { TabsNav } from '../../../components/tabs-nav';
import { useFocusMainOnNavigation } from '../../../lib/use-focus-main';
import { useLogout } from '../../../lib/session';
import styles from './admin-layout.module.css';

/** staff-console §2: top bar titled Admin Console, App Library link, user menu, permitted tabs. */
export function AdminLayout({ user }: { user: SessionUser }) {
  const mainRef = useFocusMainOnNavigation();
  const logout = useLogout();
  const tabs = visibleAdminTabs(user.staffRoles).map((tab) => ({ label: tab.label, to: tab.path }));
  const items = adminConsoleMenuEntries(user).map(
    (entry): MenuItem =>
      entry.kind === 'logout'
        ? { key: entry.id, label: entry.label, kind: 'action', onSelect: () => void logout('/'), separatorBefore: true }
        : { key: entry.id, label: entry.label, kind: 'link', href: 'href' in entry ? entry.href : '/library' },
  );
  const name = `${user.firstName} ${user.lastName}`.trim() || user.username;
  return (
    <div className={styles.layout}>
      <SkipLink />
      <header className={styles.bar}>
        <div className={styles.barInner}>
          <p className={styles.title}>Admin Console</p>
          <nav aria-label="Console">
            <Link to="/library" className={styles.barLink}>
              App Library
            </Link>
          </nav>
          <Menu
            label={`Account menu for ${name}`}
            trigger={
              <span className={styles.avatar} aria-hidden="true">
                {`${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase() || '?'}
              </span>
            }
            items={items}
          />
        </div>
      </header>
      {tabs.length ? <TabsNav label="Admin Console sections" tabs={tabs} /> : null}
      <main id="main" ref={mainRef} tabIndex={-1} className={styles.main}>
        <Suspense fallback={<LoadingIndicator />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
