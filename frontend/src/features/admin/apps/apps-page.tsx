import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { QueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { hasPermission } from '../../../../../shared/permissions';
import type { Service } from '../../../../../shared/schemas/service';
import { ErrorAlert } from '../../../components/alert';
import { Badge } from '../../../components/badge';
import { DocumentTitle } from '../../../components/document-title';
import { PageHeader } from '../../../components/page-header';
import { PlainTable, type PlainTableColumn } from '../../../components/plain-table';
import { paths } from '../../../config/paths';
import { useSessionUser } from '../../../lib/session';
import { listAdminServices } from '../api/admin-services';
import { tabPageLoader } from '../guards';
import styles from './apps.module.css';

function appColumns(i18n: I18n): PlainTableColumn<Service>[] {
  return [
    {
      header: i18n._(msg`Name`),
      rowHeader: true,
      cell: (service) => <Link to={paths.admin.app.getHref(service.id)}>{service.name}</Link>,
    },
    { header: i18n._(msg`Identifier`), cell: (service) => <bdi>{service.identifier}</bdi> },
    {
      header: i18n._(msg`Enabled`),
      cell: (service) =>
        service.enabled ? <Badge tone="success">{i18n._(msg`Yes`)}</Badge> : <Badge>{i18n._(msg`No`)}</Badge>,
    },
  ];
}

/** The Apps tab (staff-console §2): the library's apps, each opening its page. */
export function AppsPage() {
  const { i18n, t } = useLingui();
  const apps = listAdminServices.useRead();
  const user = useSessionUser();
  const translates = hasPermission(user?.staffRoles ?? [], 'library.translate');
  return (
    <>
      <DocumentTitle title={t`Apps | Admin Console`} />
      <PageHeader
        title={t`Apps`}
        description={t`The library's apps: their integrations and their texts in every language.`}
        actions={translates ? <Link to={paths.admin.translations.getHref()}>{t`Missing translations`}</Link> : null}
      />
      <section className={styles.section} aria-label={t`Apps`}>
        {apps.error ? <ErrorAlert error={apps.error} /> : null}
        {apps.data ? (
          <PlainTable
            caption={t`The library's apps`}
            rows={apps.data.services}
            rowKey={(service) => service.id}
            columns={appColumns(i18n)}
            emptyText={t`The library has no apps.`}
          />
        ) : null}
      </section>
    </>
  );
}

/** The list is read before the page shows. */
const appsLoader = (queryClient: QueryClient) => async () => {
  await queryClient.ensureQueryData(listAdminServices.queryOptions());
  return null;
};

export const route = (queryClient: QueryClient) => ({
  loader: tabPageLoader(queryClient, 'apps', appsLoader(queryClient)),
  Component: AppsPage,
});
