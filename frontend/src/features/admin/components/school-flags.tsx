import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { AdminSchool } from '../../../../../shared/schemas/admin-schools';
import { Badge, type BadgeTone } from '../../../components/badge';
import styles from '../pages/staff-pages.module.css';

type Flag = { key: string; tone: BadgeTone; label: MessageDescriptor };

/** The badges a school shows, in order: vetted or not, identified or not, then hidden, demo and flagged when so. */
function flagsOf(school: AdminSchool): Flag[] {
  return [
    school.vetted
      ? { key: 'vetted', tone: 'success', label: msg`Vetted` }
      : { key: 'vetted', tone: 'warning', label: msg`Not vetted` },
    school.identified
      ? { key: 'identified', tone: 'success', label: msg`Identified` }
      : { key: 'identified', tone: 'warning', label: msg`Not identified` },
    ...(school.hidden ? [{ key: 'hidden', tone: 'danger', label: msg`Hidden` } as const] : []),
    ...(school.demo ? [{ key: 'demo', tone: 'info', label: msg`Demo` } as const] : []),
    ...(school.flagReason ? [{ key: 'flagged', tone: 'danger', label: msg`Flagged` } as const] : []),
  ];
}

/** A school's flags as badges (staff-console §4 School flags): vetted, identified, hidden, demo, flagged. */
export function SchoolFlags({ school }: { school: AdminSchool }) {
  const { i18n } = useLingui();
  return (
    <span className={styles.actions}>
      {flagsOf(school).map((flag) => (
        <Badge key={flag.key} tone={flag.tone}>
          {i18n._(flag.label)}
        </Badge>
      ))}
    </span>
  );
}
