import { useParams, useSearchParams } from 'react-router';
import { DocumentTitle } from '../../../components/document-title';
import { PageHeader } from '../../../components/page-header';
import { SchoolUsagePanel } from '../../../components/app-usage/school-usage-panel';
import { TeacherCrumbs } from '../components/teacher-crumbs';
import { schoolSectionHref } from '../school-sections';

/** teacher.school.usage: App Usage, the school's seats and who opened its apps (beyond the spec), for its administrators. */
export function AppUsagePage() {
  const { schoolId = '' } = useParams();
  const [search] = useSearchParams();
  const serviceId = search.get('app');
  const base = schoolSectionHref(schoolId, 'usage');
  return (
    <>
      <DocumentTitle title="App Usage" />
      <TeacherCrumbs trail={[{ label: 'App Usage' }]} />
      <PageHeader title="App Usage" description="The school's seats in each app, and which students and teachers opened it in the last 7, 30 and 90 days." />
      <SchoolUsagePanel schoolId={schoolId} serviceId={serviceId} hrefOf={(id) => (id ? `${base}?app=${encodeURIComponent(id)}` : base)} />
    </>
  );
}
