import { useParams, type LoaderFunctionArgs } from 'react-router';
import { Alert } from '../../../components/alert';
import { DocumentTitle } from '../../../components/document-title';
import { PageHeader } from '../../../components/page-header';
import { TeacherCrumbs } from '../components/teacher-crumbs';
import { schoolSectionTitle } from '../school-sections';

/** A section segment that names no page of the school is the router's 404. */
export async function schoolSectionLoader({ params }: LoaderFunctionArgs): Promise<null> {
  if (schoolSectionTitle(params['section']) === null) throw new Response('Not Found', { status: 404 });
  return null;
}

/**
 * The SMART Tool (§2 teacher.school.student-import) until its own page is routed (My School,
 * Manage Classes and Manage Teachers have theirs): it has its heading and says so.
 */
export function SchoolAdministrationPage() {
  const { section } = useParams();
  const title = schoolSectionTitle(section) ?? '';
  return (
    <>
      <DocumentTitle title={title} />
      <TeacherCrumbs trail={[{ label: title }]} />
      <PageHeader title={title} />
      <Alert tone="info">
        <p>This part of School Administration is not available yet. Your classes and their students are managed from My Classes.</p>
      </Alert>
    </>
  );
}
