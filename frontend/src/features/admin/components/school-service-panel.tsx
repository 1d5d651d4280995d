import {
  DAYS_LEFT_WARNING,
  schoolAccessPeriods,
  schoolServiceDisplay,
  subscriptionActive,
  type SchoolServiceDisplay,
} from '../../../../../shared/rules/school-service-display';
import type { SchoolServicePanel as Panel } from '../../../../../shared/schemas/school-grants';
import { Badge } from '../../../components/badge';
import { Button } from '../../../components/button';
import { formatDayMonthYear } from '../../../lib/day-month-year';
import type { AccessKind } from './school-access-dialog';
import styles from '../pages/school-page.module.css';

function DaysCount({ days }: { days: number }) {
  if (days < 0) return <>{`${-days} day${days === -1 ? '' : 's'} ago`}</>;
  const text = `${days} day${days === 1 ? '' : 's'} left`;
  return days < DAYS_LEFT_WARNING ? <strong>{text}</strong> : <>{text}</>;
}

/** Whether the school's staff trial of the app still runs (End Trial ends it). */
function trialRunning(panel: Panel, now: Date): boolean {
  return panel.access?.trialEnd != null && Date.parse(panel.access.trialEnd) > now.getTime();
}

/** The panel's state in the words of staff-console §4. */
function AccessState({ display }: { display: SchoolServiceDisplay }) {
  switch (display.kind) {
    case 'free':
      return <Badge tone="success">Free</Badge>;
    case 'new':
      return <Badge tone="info">New</Badge>;
    case 'perpetual':
      return <Badge tone="warning">Perpetual (deprecated)</Badge>;
    case 'not-subscribed':
      return <span>Not subscribed</span>;
    case 'subscribed':
    case 'trial':
      return (
        <span>
          {display.kind === 'trial' ? 'Trial ' : 'Subscription '}
          {display.active ? 'ends' : 'ended'} {formatDayMonthYear(display.end)} (<DaysCount days={display.days} />)
        </span>
      );
  }
}

/** What a panel's button asks for: a grant in the School Access modal, or a confirmed cancellation. */
export type PanelRequest = { kind: AccessKind } | { cancel: 'subscription' | 'perpetual' | 'trial' };

/**
 * One app's panel on the Subscriptions section (staff-console §2, §4): its state, the periods
 * behind it, and Add (new), Start Sub or Alter Sub, a trial, End Trial and Cancel, each only with
 * its permission.
 */
export function SchoolServicePanel({
  panel,
  kinds,
  canSubscribe,
  canTrial,
  now,
  onRequest,
}: {
  panel: Panel;
  /** The kinds of grant the staff member may make, the first offered by Add. */
  kinds: readonly AccessKind[];
  canSubscribe: boolean;
  canTrial: boolean;
  now: Date;
  onRequest: (request: PanelRequest) => void;
}) {
  const display = schoolServiceDisplay(panel.service, panel.access, now);
  const active = subscriptionActive(display);
  const name = panel.service.name;
  const granted = display.kind !== 'free' && display.kind !== 'new';
  return (
    <li className={styles.panel} aria-label={name}>
      <h2>{name}</h2>
      <p>
        <AccessState display={display} />
      </p>
      {schoolAccessPeriods(panel.access, now)
        .filter((period) => period.kind !== display.kind && !panel.service.free)
        .map((period) => (
          <p key={period.kind} className={styles.muted}>
            <AccessState display={period} />
          </p>
        ))}
      <div className={styles.panelActions}>
        {display.kind === 'new' && kinds.length > 0 ? (
          <Button size="small" onClick={() => onRequest({ kind: kinds[0] ?? 'subscription' })}>
            Add
          </Button>
        ) : null}
        {granted && display.kind !== 'perpetual' && canSubscribe ? (
          <Button size="small" variant="secondary" onClick={() => onRequest({ kind: 'subscription' })}>
            {active ? 'Alter Sub' : 'Start Sub'}
          </Button>
        ) : null}
        {granted && canTrial && !active ? (
          <Button size="small" variant="secondary" onClick={() => onRequest({ kind: 'trial' })}>
            {display.kind === 'trial' && display.active ? 'Change Trial' : 'Start Trial'}
          </Button>
        ) : null}
        {trialRunning(panel, now) && canTrial ? (
          <Button size="small" variant="danger" onClick={() => onRequest({ cancel: 'trial' })}>
            End Trial
          </Button>
        ) : null}
        {active && canSubscribe ? (
          <Button
            size="small"
            variant="danger"
            onClick={() => onRequest({ cancel: display.kind === 'perpetual' ? 'perpetual' : 'subscription' })}
          >
            Cancel
          </Button>
        ) : null}
      </div>
    </li>
  );
}
