import { useParams, useSearchParams } from 'react-router';
import { Breadcrumbs } from '../../../components/breadcrumbs';
import { DocumentTitle } from '../../../components/document-title';
import { PageHeader } from '../../../components/page-header';
import { adminTab } from '../admin-tabs';
import { SCHOOL_PAGE_TABS, schoolPageTabOf } from '../school-page-tabs';

/** admin.school at /admin/schools/{schoolId}?tab=: one school, under the Schools tab. */
export function SchoolPage() {
  const { schoolId = '' } = useParams();
  const [search] = useSearchParams();
  const tab = schoolPageTabOf(search.get('tab'));
  const schools = adminTab('schools');
  const title = `School ${schoolId}`;
  return (
    <>
      <DocumentTitle title={`${title} | Admin Console`} />
      <Breadcrumbs trail={[{ label: schools.label, to: schools.path }, { label: title }]} />
      <PageHeader
        title={title}
        description={`This page will hold the school's ${Object.values(SCHOOL_PAGE_TABS).join(', ')} tabs, opening on ${SCHOOL_PAGE_TABS[tab]}.`}
      />
    </>
  );
}
