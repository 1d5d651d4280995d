import type { SessionUser } from '../../../../../shared/schemas/user';
import { visibleAdminTabs } from '../../../../../shared/permissions';
import { adminConsoleMenuEntries } from '../../../../../shared/rules/user-menu';
import { Avatar } from '../../../components/avatar';
import { Menu, type MenuItem } from '../../../components/menu';
import { PageFrame, TopBar, TopBarLink } from '../../../components/page-frame';
import { TabsNav } from '../../../components/tabs-nav';
import { useLogout } from '../../../lib/session';
import styles from './admin-layout.module.css';

/** staff-console §2: top bar titled Admin Console, App Library link, user menu, permitted tabs. */
export function AdminLayout({ user }: { user: SessionUser }) {
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
    <PageFrame
      header={
        <>
          <TopBar>
            <p className={styles.title}>Admin Console</p>
            <nav aria-label="Console">
              <TopBarLink to="/library">App Library</TopBarLink>
            </nav>
            <Menu
              label={`Account menu for ${name}`}
              trigger={<Avatar person={user} />}
              items={items}
            />
          </TopBar>
          {tabs.length ? <TabsNav label="Admin Console sections" tabs={tabs} /> : null}
        </>
      }
    />
  );
}
