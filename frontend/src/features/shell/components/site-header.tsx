import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { userMenuEntries } from '../../../../../shared/rules/user-menu';
import { AccountMenu } from '../../../components/account-menu';
import { LanguageMenu } from '../../../components/language-menu';
import { saveLanguage } from '../../../lib/language/saved';
import { LinkButton } from '../../../components/link-button';
import { Menu, type MenuItem } from '../../../components/menu';
import { TopBar, TopBarLink } from '../../../components/page-frame';
import { paths } from '../../../config/paths';
import { webConfig } from '../../../config/web-config';
import { useSessionUser } from '../../../lib/session';
import { BrandLogo } from './brand-logo';
import styles from './site-header.module.css';

// Its own chunk: the jobs area's contract stays off the first page, and the link comes with the list's answer anyway.
const JobsLink = lazy(async () => ({ default: (await import('./jobs-link')).JobsLink }));

/**
 * visitor-and-account §2 Shell: App Library, Learn More, Jobs while one is recent (ARCHITECTURE
 * 'Jobs and progress'), and Register/Login or the user menu. On a phone the two navigation entries
 * fold into one Menu button (the brand keeps only its logo), so Register/Login or the account menu
 * stay in view at 360 px.
 */
export function SiteHeader() {
  const { t } = useLingui();
  const user = useSessionUser();
  const config = webConfig();
  const learnMore: MenuItem[] = [
    { key: 'info', label: t`About the App Library`, kind: 'link', href: config.infoUrl, external: true },
    { key: 'help', label: t`Help`, kind: 'link', href: config.helpUrls.home, external: true },
    { key: 'contact', label: t`Contact Us`, kind: 'link', href: paths.contactUs.getHref() },
  ];
  return (
    <TopBar>
      <Link to={paths.library.getHref()} className={styles.brand}>
        <BrandLogo className={styles.logo} />
        <span className={styles.brandName}>
          <Trans>App Library</Trans>
        </span>
      </Link>
      <nav className={styles.nav} aria-label={t`Main`}>
        <ul className={styles.navList}>
          <li>
            <TopBarLink to={paths.library.getHref()}>
              <Trans>App Library</Trans>
            </TopBarLink>
          </li>
          <li>
            <Menu align="start" trigger={t`Learn More`} items={learnMore} />
          </li>
        </ul>
        <Menu
          align="start"
          className={styles.phoneMenu}
          trigger={
            <>
              <span className={styles.menuIcon} aria-hidden="true" />
              <span className="visually-hidden">
                <Trans>Menu</Trans>
              </span>
            </>
          }
          items={[{ key: 'library', label: t`App Library`, kind: 'link', href: paths.library.getHref() }, ...learnMore]}
        />
      </nav>
      <div className={styles.actions}>
        <LanguageMenu onChosen={user ? saveLanguage : undefined} />
        {user ? (
          <Suspense fallback={null}>
            <JobsLink user={user} />
          </Suspense>
        ) : null}
        {user ? (
          <AccountMenu user={user} entries={userMenuEntries(user)} showName />
        ) : (
          <>
            <LinkButton to={paths.auth.register.getHref()} variant="accent" size="small">
              <Trans>Register</Trans>
            </LinkButton>
            <LinkButton
              to={paths.auth.login.getHref()}
              variant="secondary"
              size="small"
              className={styles.headerButtonSecondary}
            >
              <Trans>Login</Trans>
            </LinkButton>
          </>
        )}
      </div>
    </TopBar>
  );
}
