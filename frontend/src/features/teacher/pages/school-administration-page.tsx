import { Link, useParams, type LoaderFunctionArgs } from 'react-router';
import { Alert } from '../../../components/alert';
import { DocumentTitle } from '../../../components/document-title';
import { PageHeader } from '../../../components/page-header';
import { paths } from '../../../config/paths';
import { TeacherCrumbs } from '../components/teacher-crumbs';
import { schoolSectionTitle } from '../school-sections';

/** A section segment that names no page of the school is the router's 404. */
export async function schoolSectionLoader({ params }: LoaderFunctionArgs): Promise<null> {
  if (schoolSectionTitle(params['section']) === null) throw new Response('Not Found', { status: 404 });
  return null;
}

/**
 * My School, Manage Classes and the SMART Tool (§2 teacher.school.*; Manage Teachers has its own page): the
 * school-administration work fills these pages; until then each has its heading and says so, and
 * Manage Classes leads to Students In No Class, which works now.
 */
export function SchoolAdministrationPage() {
  const { schoolId = '', section } = useParams();
  const title = schoolSectionTitle(section) ?? '';
  return (
    <>
      <DocumentTitle title={title} />
      <TeacherCrumbs trail={[{ label: title }]} />
      <PageHeader title={title} />
      <Alert tone="info">
        <p>This part of School Administration is not available yet. Your classes and their students are managed from My Classes.</p>
      </Alert>
      {section === 'class-groups' ? (
        <p>
          <Link to={paths.teacher.studentsInNoClass.getHref(schoolId)}>(Students In No Class)</Link>
        </p>
      ) : null}
    </>
  );
}
