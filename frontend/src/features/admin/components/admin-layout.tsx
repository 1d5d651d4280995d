import { Trans, useLingui } from '@lingui/react/macro';
import { adminConsoleMenuEntries } from '../../../../../shared/rules/user-menu';
import type { SessionUser } from '../../../../../shared/schemas/user';
import { AccountMenu } from '../../../components/account-menu';
import { PageFrame, TopBar, TopBarLink } from '../../../components/page-frame';
import { TabsNav } from '../../../components/tabs-nav';
import { paths } from '../../../config/paths';
import { ADMIN_TAB_NAMES, consoleTabs } from '../admin-tabs';
import styles from './admin-layout.module.css';

/** staff-console §2: top bar titled Admin Console, App Library link, user menu, permitted tabs, and Jobs (ARCHITECTURE 'Jobs and progress'). */
export function AdminLayout({ user }: { user: SessionUser }) {
  const { i18n, t } = useLingui();
  const tabs = consoleTabs(user.staffRoles).map((tab) => ({ label: i18n._(ADMIN_TAB_NAMES[tab.id]), to: tab.path }));
  return (
    <PageFrame
      header={
        <>
          <TopBar>
            <p className={styles.title}>
              <Trans>Admin Console</Trans>
            </p>
            <nav aria-label={t`Console`}>
              <TopBarLink to={paths.library.getHref()}>
                <Trans>App Library</Trans>
              </TopBarLink>
            </nav>
            <AccountMenu user={user} entries={adminConsoleMenuEntries(user)} />
          </TopBar>
          {tabs.length ? <TabsNav label={t`Admin Console sections`} tabs={tabs} /> : null}
        </>
      }
    />
  );
}
