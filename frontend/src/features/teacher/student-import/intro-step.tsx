import { Select, Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { SchoolRole } from '../../../../../shared/import';
import { Button } from '../../../components/button';
import { paths } from '../../../config/paths';
import { PastImports } from './past-imports';

/** The intro: what the SMART Tool does, Start, and the school's past imports. */
export function IntroStep({ schoolId, role, onStart }: { schoolId: string; role: SchoolRole; onStart: () => void }) {
  return (
    <>
      <p>
        <Select
          value={role}
          _teacher="The SMART Tool (Student Management And Rollover Tool) brings your school's teachers up to date from a file of your school's management system: it matches the file with the teacher accounts you have, creates new ones, and can delete those who have left and rebuild your classes for the new year. Nothing changes until you press Save & Apply on the last page, and an import can be undone for 30 days."
          other="The SMART Tool (Student Management And Rollover Tool) brings your school's students up to date from a file of your school's management system: it matches the file with the student accounts you have, creates new ones, and can delete those who have left and rebuild your classes for the new year. Nothing changes until you press Save & Apply on the last page, and an import can be undone for 30 days."
        />
      </p>
      <div>
        <Button onClick={onStart}>
          <Trans>Start</Trans>
        </Button>
      </div>
      <p>
        {role === 'teacher' ? (
          <Link to={paths.teacher.studentImport.getHref(schoolId)}>
            <Trans>Import students instead</Trans>
          </Link>
        ) : (
          <Link to={paths.teacher.studentImport.getHref(schoolId, { 'school-role': 'teacher' })}>
            <Trans>Import teachers instead</Trans>
          </Link>
        )}
      </p>
      <PastImports schoolId={schoolId} />
    </>
  );
}
