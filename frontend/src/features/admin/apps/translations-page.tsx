import { useLingui } from '@lingui/react/macro';
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { ErrorAlert } from '../../../components/alert';
import { BackLink } from '../../../components/back-link';
import { DocumentTitle } from '../../../components/document-title';
import { PageHeader } from '../../../components/page-header';
import { paths } from '../../../config/paths';
import { getTranslationGaps } from '../api/admin-services';
import { permissionGuard, tabPageLoader } from '../guards';
import { LanguageGapsSection } from './language-gaps-section';

/**
 * Missing translations (library.translate), under the Apps tab: per language, the catalogue
 * entries without a text, and the apps and static pages without it, each app linking to its page.
 */
export function TranslationsPage() {
  const { t } = useLingui();
  const gaps = getTranslationGaps.useRead();
  return (
    <>
      <DocumentTitle title={t`Missing translations | Apps | Admin Console`} />
      <BackLink fallback={paths.admin.apps.getHref()}>{t`Back to Apps`}</BackLink>
      <PageHeader
        title={t`Missing translations`}
        description={t`What each language lacks. Until it is filled in, readers of that language see the English text.`}
      />
      {gaps.error ? <ErrorAlert error={gaps.error} /> : null}
      {gaps.data?.languages.map((language) => (
        <LanguageGapsSection key={language.locale} gaps={language} />
      ))}
    </>
  );
}

/** The gaps are read before the page shows; the page needs library.translate as well as the tab. */
const gapsLoader = (queryClient: QueryClient) => async (args: LoaderFunctionArgs) => {
  await permissionGuard(queryClient, 'library.translate')(args);
  await queryClient.ensureQueryData(getTranslationGaps.queryOptions());
  return null;
};

export const route = (queryClient: QueryClient) => ({
  loader: tabPageLoader(queryClient, 'apps', gapsLoader(queryClient)),
  Component: TranslationsPage,
});
