import { adminConsoleMenuEntries } from '../../../../../shared/rules/user-menu';
import type { SessionUser } from '../../../../../shared/schemas/user';
import { AccountMenu } from '../../../components/account-menu';
import { PageFrame, TopBar, TopBarLink } from '../../../components/page-frame';
import { TabsNav } from '../../../components/tabs-nav';
import { paths } from '../../../config/paths';
import { consoleTabs } from '../admin-tabs';
import styles from './admin-layout.module.css';

/** staff-console §2: top bar titled Admin Console, App Library link, user menu, permitted tabs, and Jobs (ARCHITECTURE 'Jobs and progress'). */
export function AdminLayout({ user }: { user: SessionUser }) {
  const tabs = consoleTabs(user.staffRoles).map((tab) => ({ label: tab.label, to: tab.path }));
  return (
    <PageFrame
      header={
        <>
          <TopBar>
            <p className={styles.title}>Admin Console</p>
            <nav aria-label="Console">
              <TopBarLink to={paths.library.getHref()}>App Library</TopBarLink>
            </nav>
            <AccountMenu user={user} entries={adminConsoleMenuEntries(user)} />
          </TopBar>
          {tabs.length ? <TabsNav label="Admin Console sections" tabs={tabs} /> : null}
        </>
      }
    />
  );
}
