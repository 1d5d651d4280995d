import { Trans, useLingui } from '@lingui/react/macro';
import { type QueryClient } from '@tanstack/react-query';
import { Outlet, useSearchParams } from 'react-router';
import { AreaNavbar, AreaNavLink } from '../../../components/area-navbar';
import { accountKind } from '../../../../../shared/rules/account-kind';
import { hostsOf, returnAddress } from '../../../../../shared/rules/return-address';
import { Alert } from '../../../components/alert';
import { Breadcrumbs } from '../../../components/breadcrumbs';
import layout from '../../../components/management-layout.module.css';
import { TabsNav } from '../../../components/tabs-nav';
import { paths } from '../../../config/paths';
import { webConfig } from '../../../config/web-config';
import { listServices } from '../../../lib/library';
import { useSessionUser } from '../../../lib/session';
import { forParents } from '../guard';

/**
 * The parent layout (school-and-family §2): the service tabs, a bar with App Library and Show Help,
 * the breadcrumb 'Home - {name}', and 'Return to {domain}' when the `return` address is one of the
 * portal's own or its library's apps (any other address is ignored). The account menu is the
 * site header's.
 */
export const familyLayoutLoader = (queryClient: QueryClient) => forParents(queryClient);

export function FamilyLayout() {
  const { t } = useLingui();
  const user = useSessionUser();
  const [search] = useSearchParams();
  const services = listServices.useRead();
  if (!user) return null;
  const allowedHosts = [window.location.hostname, ...hostsOf((services.data ?? []).map((service) => service.homepage))];
  const back = returnAddress(search.get('return'), allowedHosts);
  const tabs = [
    { label: t`App Library`, to: paths.library.getHref() },
    { label: t`Family Management`, to: paths.familyManagement.getHref() },
    ...(accountKind(user).isTeacher ? [{ label: t`School Management`, to: paths.schoolManagement.getHref() }] : []),
  ];
  const name = `${user.firstName} ${user.lastName}`.trim();
  return (
    <div className={layout.layout}>
      <TabsNav label={t`Services`} tabs={tabs} />
      <AreaNavbar label={t`Family Management`} helpLabel={t`Show Help`} helpUrl={webConfig().helpUrls.parent}>
        <AreaNavLink to={paths.familyManagement.getHref()}>
          <Trans>My Child Accounts</Trans>
        </AreaNavLink>
      </AreaNavbar>
      {back ? (
        <Alert tone="info">
          <p>
            <ReturnLink href={back.href} domain={back.domain} />
          </p>
        </Alert>
      ) : null}
      <Breadcrumbs trail={[{ label: t`Home - ${name}` }]} />
      <Outlet />
    </div>
  );
}

/** 'Return to {domain}': the domain is an address, read left to right in every language. */
function ReturnLink({ href, domain }: { href: string; domain: string }) {
  return (
    <a href={href}>
      <Trans>
        Return to <bdi>{domain}</bdi>
      </Trans>
    </a>
  );
}

/** The page's route: its loader and page. */
export const route = (queryClient: QueryClient) => ({
  loader: familyLayoutLoader(queryClient),
  Component: FamilyLayout,
});
