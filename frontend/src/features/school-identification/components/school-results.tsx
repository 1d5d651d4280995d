import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  return (
    <ul className={styles.results}>
      {schools.map((school) => {
        const name = school.name;
        return (
          <li key={school.id} className={styles.result}>
            <div>
              <h3 className={styles.schoolName}>{school.name}</h3>
              <p className={styles.schoolAddress}>{addressOf(school)}</p>
            </div>
            <Button
              size="small"
              loading={joiningId === school.id}
              disabled={joiningId !== null && joiningId !== school.id}
              aria-label={t`Join ${name}`}
              onClick={() => onJoin(school)}
            >
              <Trans>Join</Trans>
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
