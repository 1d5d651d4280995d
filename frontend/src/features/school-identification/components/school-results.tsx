import type { PublicSchool } from '../../../../../shared/schemas/schools';
import { Button } from '../../../components/button';
import styles from './school-identification.module.css';

interface SchoolResultsProps {
  schools: readonly PublicSchool[];
  /** The school being joined, whose button shows it. */
  joiningId: string | null;
  onJoin: (school: PublicSchool) => void;
}

function addressOf(school: PublicSchool): string {
  return [school.address, school.city, school.postcode].filter(Boolean).join(', ');
}

/** The schools a search found, each with its Join action (named after the school for screen readers). */
export function SchoolResults({ schools, joiningId, onJoin }: SchoolResultsProps) {
  return (
    <ul className={styles.results}>
      {schools.map((school) => (
        <li key={school.id} className={styles.result}>
          <div>
            <h3 className={styles.schoolName}>{school.name}</h3>
            <p className={styles.schoolAddress}>{addressOf(school)}</p>
          </div>
          <Button
            size="small"
            loading={joiningId === school.id}
            disabled={joiningId !== null && joiningId !== school.id}
            aria-label={`Join ${school.name}`}
            onClick={() => onJoin(school)}
          >
            Join
          </Button>
        </li>
      ))}
    </ul>
  );
}
