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
  const user = useSessionUser();
  const [search] = useSearchParams();
  const services = listServices.useRead();
  if (!user) return null;
  const allowedHosts = [window.location.hostname, ...hostsOf((services.data ?? []).map((service) => service.homepage))];
  const back = returnAddress(search.get('return'), allowedHosts);
  const tabs = [
    { label: 'App Library', to: paths.library.getHref() },
    { label: 'Family Management', to: paths.familyManagement.getHref() },
    ...(accountKind(user).isTeacher ? [{ label: 'School Management', to: paths.schoolManagement.getHref() }] : []),
  ];
  return (
    <div className={layout.layout}>
      <TabsNav label="Services" tabs={tabs} />
      <AreaNavbar label="Family Management" helpLabel="Show Help" helpUrl={webConfig().helpUrls.parent}>
        <AreaNavLink to={paths.familyManagement.getHref()}>My Child Accounts</AreaNavLink>
      </AreaNavbar>
      {back ? (
        <Alert tone="info">
          <p>
            <a href={back.href}>Return to {back.domain}</a>
          </p>
        </Alert>
      ) : null}
      <Breadcrumbs trail={[{ label: `Home - ${`${user.firstName} ${user.lastName}`.trim()}` }]} />
      <Outlet />
    </div>
  );
}

/** The page's route: its loader and page. */
export const route = (queryClient: QueryClient) => ({
  loader: familyLayoutLoader(queryClient),
  Component: FamilyLayout,
});
