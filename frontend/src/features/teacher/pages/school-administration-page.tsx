import { Link, useParams } from 'react-router';
import { Alert } from '../../../components/alert';
import { DocumentTitle } from '../../../components/document-title';
import { PageHeader } from '../../../components/page-header';
import { paths } from '../../../config/paths';
import { TeacherCrumbs } from '../components/teacher-crumbs';

/**
 * My School, Manage Classes, Manage Teachers and the SMART Tool (§2 teacher.school.*): the
 * school-administration work fills these pages; until then each has its heading and says so, and
 * Manage Classes leads to Students In No Class, which works now.
 */
export function SchoolAdministrationPage({ title }: { title: string }) {
  const { schoolId = '' } = useParams();
  return (
    <>
      <DocumentTitle title={title} />
      <TeacherCrumbs trail={[{ label: title }]} />
      <PageHeader title={title} />
      <Alert tone="info">
        <p>This part of School Administration is not available yet. Your classes and their students are managed from My Classes.</p>
      </Alert>
      {title === 'Manage Classes' ? (
        <p>
          <Link to={paths.teacher.studentsInNoClass.getHref(schoolId)}>(Students In No Class)</Link>
        </p>
      ) : null}
    </>
  );
}
