import { Link } from 'react-router';
import type { SchoolRole } from '../../../../../shared/import';
import { Button } from '../../../components/button';
import { paths } from '../../../config/paths';
import { PastImports } from './past-imports';
import { roleWording } from './wizard-steps';

/** The intro: what the SMART Tool does, Start, and the school's past imports. */
export function IntroStep({ schoolId, role, onStart }: { schoolId: string; role: SchoolRole; onStart: () => void }) {
  const words = roleWording(role);
  return (
    <>
      <p>
        The SMART Tool (Student Management And Rollover Tool) brings your school's {words.people} up to date from a file
        of your school's management system: it matches the file with the {words.accounts} you have, creates new ones,
        and can delete those who have left and rebuild your classes for the new year. Nothing changes until you press
        Save &amp; Apply on the last page, and an import can be undone for 30 days.
      </p>
      <div>
        <Button onClick={onStart}>Start</Button>
      </div>
      <p>
        {role === 'teacher' ? (
          <Link to={paths.teacher.studentImport.getHref(schoolId)}>Import students instead</Link>
        ) : (
          <Link to={paths.teacher.studentImport.getHref(schoolId, { 'school-role': 'teacher' })}>
            Import teachers instead
          </Link>
        )}
      </p>
      <PastImports schoolId={schoolId} />
    </>
  );
}
