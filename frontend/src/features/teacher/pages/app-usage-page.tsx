import { useLingui } from '@lingui/react/macro';
import type { QueryClient } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router';
import { DocumentTitle } from '../../../components/document-title';
import { PageHeader } from '../../../components/page-header';
import { SchoolUsagePanel } from '../../../components/app-usage/school-usage-panel';
import { TeacherCrumbs } from '../components/teacher-crumbs';
import { paths } from '../../../config/paths';
import { guarded } from '../guard';

export const appUsageLoader = (queryClient: QueryClient) => guarded(queryClient);

/** App Usage, started again when the school changes. */
export function AppUsageRoute() {
  const { schoolId = '' } = useParams();
  return <AppUsagePage key={schoolId} />;
}

/** teacher.school.usage: App Usage, the school's seats and who opened its apps (beyond the spec), for its administrators. */
export function AppUsagePage() {
  const { t } = useLingui();
  const { schoolId = '' } = useParams();
  const [search] = useSearchParams();
  const serviceId = search.get('app');
  return (
    <>
      <DocumentTitle title={t`App Usage`} />
      <TeacherCrumbs trail={[{ label: t`App Usage` }]} />
      <PageHeader
        title={t`App Usage`}
        description={t`The school's seats in each app, and which students and teachers opened it in the last 7, 30 and 90 days.`}
      />
      <SchoolUsagePanel
        schoolId={schoolId}
        serviceId={serviceId}
        hrefOf={(id) => paths.teacher.appUsage.getHref(schoolId, id)}
      />
    </>
  );
}

/** The page's route: its loader and page. */
export const route = (queryClient: QueryClient) => ({ loader: appUsageLoader(queryClient), Component: AppUsageRoute });
