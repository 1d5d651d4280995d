import type { AdminSchool } from '../../../../../shared/schemas/admin-schools';
import { Badge } from '../../../components/badge';
import styles from '../pages/staff-pages.module.css';

/** A school's flags as badges (staff-console §4 School flags): vetted, identified, hidden, demo, flagged. */
export function SchoolFlags({ school }: { school: AdminSchool }) {
  return (
    <span className={styles.actions}>
      {school.vetted ? <Badge tone="success">Vetted</Badge> : <Badge tone="warning">Not vetted</Badge>}
      {school.identified ? <Badge tone="success">Identified</Badge> : <Badge tone="warning">Not identified</Badge>}
      {school.hidden ? <Badge tone="danger">Hidden</Badge> : null}
      {school.demo ? <Badge tone="info">Demo</Badge> : null}
      {school.flagReason ? <Badge tone="danger">Flagged</Badge> : null}
    </span>
  );
}
