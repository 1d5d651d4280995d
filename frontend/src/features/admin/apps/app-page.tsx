import { useLingui } from '@lingui/react/macro';
import type { QueryClient } from '@tanstack/react-query';
import { useParams, type LoaderFunctionArgs } from 'react-router';
import { hasPermission } from '../../../../../shared/permissions';
import { ErrorAlert } from '../../../components/alert';
import { BackLink } from '../../../components/back-link';
import { DocumentTitle } from '../../../components/document-title';
import { PageHeader } from '../../../components/page-header';
import { paths } from '../../../config/paths';
import { useSessionUser } from '../../../lib/session';
import { getAdminService } from '../api/admin-services';
import { tabPageLoader } from '../guards';
import { APP_SECTIONS } from './app-sections';
import styles from './apps.module.css';

/** admin.app at /admin/apps/{serviceId}: one app's page, its sections those the staff member's roles open. */
export function AppPage() {
  const { i18n, t } = useLingui();
  const { serviceId = '' } = useParams();
  const user = useSessionUser();
  const app = getAdminService.useRead({ params: { serviceId } });
  if (app.error) return <ErrorAlert error={app.error} />;
  if (!app.data) return null;
  const { service } = app.data;
  const name = service.name;
  const roles = user?.staffRoles ?? [];
  const sections = APP_SECTIONS.filter((section) => hasPermission(roles, section.permission));
  return (
    <>
      <DocumentTitle title={t`${name} | Apps | Admin Console`} />
      <BackLink fallback={paths.admin.apps.getHref()}>{t`Back to Apps`}</BackLink>
      <PageHeader title={service.name} description={<bdi>{service.identifier}</bdi>} />
      {sections.map(({ id, title, Component }) => (
        <section key={id} className={styles.section} aria-labelledby={`app-section-${id}`}>
          <h2 id={`app-section-${id}`}>{i18n._(title)}</h2>
          <Component service={service} />
        </section>
      ))}
    </>
  );
}

/** The app is read before the page shows, so its sections do not move in as it arrives. */
const appLoader =
  (queryClient: QueryClient) =>
  async ({ params }: LoaderFunctionArgs) => {
    await queryClient.ensureQueryData(
      getAdminService.queryOptions({ params: { serviceId: params['serviceId'] ?? '' } }),
    );
    return null;
  };

export const route = (queryClient: QueryClient) => ({
  loader: tabPageLoader(queryClient, 'apps', appLoader(queryClient)),
  Component: AppPage,
});
