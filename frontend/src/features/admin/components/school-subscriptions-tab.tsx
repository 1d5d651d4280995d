import { useState } from 'react';
import { hasPermission, type StaffRoleGrant } from '../../../../../shared/permissions';
import {
  DAYS_LEFT_WARNING,
  schoolServiceDisplay,
  schoolAccessPeriods,
  subscriptionActive,
  type SchoolServiceDisplay,
} from '../../../../../shared/rules/school-service-display';
import type { SchoolServicePanel } from '../../../../../shared/schemas/school-grants';
import { Alert, ErrorAlert } from '../../../components/alert';
import { Badge } from '../../../components/badge';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { LoadingIndicator } from '../../../components/loading-indicator';
import { isApiRequestError } from '../../../lib/api-client';
import { formatDayMonthYear } from '../../../lib/day-month-year';
import {
  grantSchoolPerpetual,
  grantSchoolSubscription,
  grantSchoolTrial,
  listSchoolServicePanels,
} from '../api/school-grants';
import { SchoolAccessDialog, type AccessKind } from './school-access-dialog';
import styles from '../pages/school-page.module.css';

function DaysCount({ days }: { days: number }) {
  if (days < 0) return <>{`${-days} day${days === -1 ? '' : 's'} ago`}</>;
  const text = `${days} day${days === 1 ? '' : 's'} left`;
  return days < DAYS_LEFT_WARNING ? <strong>{text}</strong> : <>{text}</>;
}

/** Whether the school's staff trial of the app still runs (End Trial ends it). */
function trialRunning(panel: SchoolServicePanel, now: Date): boolean {
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

type SchoolGrant =
  | { kind: 'subscription' | 'trial'; serviceId: string; endDate: string | null }
  | { kind: 'perpetual'; serviceId: string; allowed: boolean };

type Pending =
  | { panel: SchoolServicePanel; kind: AccessKind }
  | { panel: SchoolServicePanel; cancel: 'subscription' | 'perpetual' | 'trial' }
  | null;

/**
 * The school page's Subscriptions section (staff-console §2, §4): a panel per app with its state,
 * Add (new), Start Sub or Alter Sub, Cancel while active, a trial for the school, and perpetual
 * access withdrawn; each button only with its permission.
 */
export function SchoolSubscriptionsTab({ schoolId, roles }: { schoolId: string; roles: readonly StaffRoleGrant[] }) {
  const panels = listSchoolServicePanels.useRead({ params: { schoolId } });
  const subscription = grantSchoolSubscription.useMutation();
  const trial = grantSchoolTrial.useMutation();
  const perpetual = grantSchoolPerpetual.useMutation();
  const grants = [subscription, trial, perpetual];
  /** The grants as one change: under way while any is, failed as the last failed. */
  const grant = {
    isPending: grants.some((one) => one.isPending),
    error: grants.find((one) => one.error)?.error ?? null,
    reset: subscription.reset,
  };
  const [pending, setPending] = useState<Pending>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  const canSubscribe = hasPermission(roles, 'school.subscription.update');
  const canTrial = hasPermission(roles, 'school.trial.update');
  const kinds: AccessKind[] = [
    ...(canSubscribe ? (['subscription'] as const) : []),
    ...(canTrial ? (['trial'] as const) : []),
  ];
  const now = new Date();

  /** A grant or a cancellation: its notice, then what follows it (the dialog closes on success, the confirmation either way). */
  const run = (change: SchoolGrant, done: string, after: { onSuccess?: () => void; onSettled?: () => void } = {}) => {
    setNotice(null);
    for (const one of grants) one.reset();
    const params = { schoolId };
    const outcome = {
      onSuccess: () => {
        setNotice({ tone: 'success', text: done });
        after.onSuccess?.();
      },
      onError: (error: unknown) =>
        setNotice({ tone: 'danger', text: isApiRequestError(error) ? error.message : 'Something went wrong' }),
      onSettled: after.onSettled,
    };
    if (change.kind === 'perpetual')
      perpetual.mutate({ params, body: { serviceId: change.serviceId, allowed: change.allowed } }, outcome);
    else
      (change.kind === 'subscription' ? subscription : trial).mutate(
        { params, body: { serviceId: change.serviceId, endDate: change.endDate } },
        outcome,
      );
  };

  if (panels.isPending) return <LoadingIndicator label="Loading the school's apps" />;
  if (panels.error) return <ErrorAlert error={panels.error} />;
  return (
    <section aria-label="Subscriptions">
      {notice ? (
        <Alert tone={notice.tone} live>
          <p>{notice.text}</p>
        </Alert>
      ) : null}
      {panels.data.vetted ? null : (
        <p className={styles.muted}>This school is not vetted yet: granting access vets it first.</p>
      )}
      <ul className={styles.panels}>
        {panels.data.panels.map((panel) => {
          const display = schoolServiceDisplay(panel.service, panel.access, now);
          const active = subscriptionActive(display);
          const name = panel.service.name;
          return (
            <li key={panel.service.id} className={styles.panel} aria-label={name}>
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
                  <Button size="small" onClick={() => setPending({ panel, kind: kinds[0] ?? 'subscription' })}>
                    Add
                  </Button>
                ) : null}
                {display.kind !== 'free' && display.kind !== 'new' && display.kind !== 'perpetual' && canSubscribe ? (
                  <Button size="small" variant="secondary" onClick={() => setPending({ panel, kind: 'subscription' })}>
                    {active ? 'Alter Sub' : 'Start Sub'}
                  </Button>
                ) : null}
                {display.kind !== 'free' && display.kind !== 'new' && canTrial && !active ? (
                  <Button size="small" variant="secondary" onClick={() => setPending({ panel, kind: 'trial' })}>
                    {display.kind === 'trial' && display.active ? 'Change Trial' : 'Start Trial'}
                  </Button>
                ) : null}
                {trialRunning(panel, now) && canTrial ? (
                  <Button size="small" variant="danger" onClick={() => setPending({ panel, cancel: 'trial' })}>
                    End Trial
                  </Button>
                ) : null}
                {active && canSubscribe ? (
                  <Button
                    size="small"
                    variant="danger"
                    onClick={() =>
                      setPending({ panel, cancel: display.kind === 'perpetual' ? 'perpetual' : 'subscription' })
                    }
                  >
                    Cancel
                  </Button>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
      {pending && 'kind' in pending ? (
        <SchoolAccessDialog
          panel={pending.panel}
          kinds={kinds}
          initialKind={pending.kind}
          onClose={() => setPending(null)}
          grant={grant}
          onGrant={(kind, endDate) =>
            run(
              { kind, serviceId: pending.panel.service.id, endDate },
              `${pending.panel.service.name}: ${kind === 'trial' ? 'trial' : 'subscription'} until ${formatDayMonthYear(endDate)}.`,
              {
                onSuccess: () => setPending(null),
              },
            )
          }
        />
      ) : null}
      <ConfirmDialog
        open={pending !== null && 'cancel' in pending}
        title={
          pending && 'cancel' in pending && pending.cancel === 'trial'
            ? `End the ${pending.panel.service.name} trial?`
            : pending
              ? `Cancel ${pending.panel.service.name}?`
              : ''
        }
        confirmLabel={pending && 'cancel' in pending && pending.cancel === 'trial' ? 'End trial' : 'Cancel access'}
        busy={grant.isPending}
        onClose={() => setPending(null)}
        onConfirm={() => {
          if (!pending || !('cancel' in pending)) return;
          const { panel, cancel } = pending;
          const change: SchoolGrant =
            cancel === 'perpetual'
              ? { kind: 'perpetual', serviceId: panel.service.id, allowed: false }
              : { kind: cancel, serviceId: panel.service.id, endDate: null };
          run(change, `${panel.service.name}: ${cancel === 'trial' ? 'trial ended' : 'cancelled'}.`, {
            onSettled: () => setPending(null),
          });
        }}
      >
        {pending && 'cancel' in pending && pending.cancel === 'trial' ? (
          <p>
            The school’s staff trial of {pending.panel.service.name}
            {pending.panel.access?.trialEnd ? ` (until ${formatDayMonthYear(pending.panel.access.trialEnd)})` : ''} ends
            now: its teachers and students lose the app at once, unless a subscription or their own trial still gives it
            to them.
          </p>
        ) : (
          <p>
            The school’s teachers and students lose {pending?.panel.service.name} at once, unless a trial still gives it
            to them.
          </p>
        )}
      </ConfirmDialog>
    </section>
  );
}
