import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const ago = -days;
  if (days < 0) return <>{t`${plural(ago, { one: '# day ago', other: '# days ago' })}`}</>;
  const text = t`${plural(days, { one: '# day left', other: '# days left' })}`;
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
      return (
        <Badge tone="success">
          <Trans>Free</Trans>
        </Badge>
      );
    case 'new':
      return (
        <Badge tone="info">
          <Trans>New</Trans>
        </Badge>
      );
    case 'perpetual':
      return (
        <Badge tone="warning">
          <Trans>Perpetual (deprecated)</Trans>
        </Badge>
      );
    case 'not-subscribed':
      return (
        <span>
          <Trans>Not subscribed</Trans>
        </span>
      );
    case 'subscribed':
    case 'trial':
      return (
        <PeriodEnd trial={display.kind === 'trial'} active={display.active} end={display.end} days={display.days} />
      );
  }
}

/** A subscription's or a trial's end, with the days left or since (one sentence per case, for word order). */
function PeriodEnd({ trial, active, end, days }: { trial: boolean; active: boolean; end: string; days: number }) {
  const date = formatDayMonthYear(end);
  const count = <DaysCount days={days} />;
  if (trial)
    return (
      <span>
        {active ? (
          <Trans>
            Trial ends {date} ({count})
          </Trans>
        ) : (
          <Trans>
            Trial ended {date} ({count})
          </Trans>
        )}
      </span>
    );
  return (
    <span>
      {active ? (
        <Trans>
          Subscription ends {date} ({count})
        </Trans>
      ) : (
        <Trans>
          Subscription ended {date} ({count})
        </Trans>
      )}
    </span>
  );
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
            <Trans>Add</Trans>
          </Button>
        ) : null}
        {granted && display.kind !== 'perpetual' && canSubscribe ? (
          <Button size="small" variant="secondary" onClick={() => onRequest({ kind: 'subscription' })}>
            {active ? <Trans>Alter Sub</Trans> : <Trans>Start Sub</Trans>}
          </Button>
        ) : null}
        {granted && canTrial && !active ? (
          <Button size="small" variant="secondary" onClick={() => onRequest({ kind: 'trial' })}>
            {display.kind === 'trial' && display.active ? <Trans>Change Trial</Trans> : <Trans>Start Trial</Trans>}
          </Button>
        ) : null}
        {trialRunning(panel, now) && canTrial ? (
          <Button size="small" variant="danger" onClick={() => onRequest({ cancel: 'trial' })}>
            <Trans>End Trial</Trans>
          </Button>
        ) : null}
        {active && canSubscribe ? (
          <Button
            size="small"
            variant="danger"
            onClick={() => onRequest({ cancel: display.kind === 'perpetual' ? 'perpetual' : 'subscription' })}
          >
            <Trans>Cancel</Trans>
          </Button>
        ) : null}
      </div>
    </li>
  );
}
