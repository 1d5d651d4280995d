import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { hasPermission, type StaffRoleGrant } from '../../../../../shared/permissions';
import type { SchoolServicePanel as Panel } from '../../../../../shared/schemas/school-grants';
import { ErrorAlert } from '../../../components/alert';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { LoadingIndicator } from '../../../components/loading-indicator';
import { PageNotice } from '../../../components/page-notice';
import { formatDayMonthYear } from '../../../lib/day-month-year';
import { usePageActions } from '../../../lib/use-page-actions';
import {
  grantSchoolPerpetual,
  grantSchoolSubscription,
  grantSchoolTrial,
  listSchoolServicePanels,
} from '../api/school-grants';
import { SchoolAccessDialog, type AccessKind } from './school-access-dialog';
import { SchoolServicePanel, type PanelRequest } from './school-service-panel';
import styles from '../pages/school-page.module.css';

type SchoolGrant =
  | { kind: 'subscription' | 'trial'; serviceId: string; endDate: string | null }
  | { kind: 'perpetual'; serviceId: string; allowed: boolean };

type Pending = ({ panel: Panel } & PanelRequest) | null;
type Cancel = { panel: Panel; cancel: 'subscription' | 'perpetual' | 'trial' };

/** The confirmation of a cancellation, naming what the school's members lose. */
function CancelAccessDialog({
  pending,
  busy,
  onConfirm,
  onClose,
}: {
  pending: Cancel | null;
  busy: boolean;
  onConfirm: (pending: Cancel) => void;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const trial = pending?.cancel === 'trial';
  const app = pending?.panel.service.name;
  const trialEnd = pending?.panel.access?.trialEnd;
  const until = trialEnd ? formatDayMonthYear(trialEnd) : null;
  return (
    <ConfirmDialog
      open={pending !== null}
      title={trial ? t`End the ${app} trial?` : pending ? t`Cancel ${app}?` : ''}
      confirmLabel={trial ? t`End trial` : t`Cancel access`}
      busy={busy}
      onClose={onClose}
      onConfirm={() => pending && onConfirm(pending)}
    >
      {trial && until ? (
        <p>
          <Trans>
            The school’s staff trial of {app} (until {until}) ends now: its teachers and students lose the app at once,
            unless a subscription or their own trial still gives it to them.
          </Trans>
        </p>
      ) : trial ? (
        <p>
          <Trans>
            The school’s staff trial of {app} ends now: its teachers and students lose the app at once, unless a
            subscription or their own trial still gives it to them.
          </Trans>
        </p>
      ) : (
        <p>
          <Trans>The school’s teachers and students lose {app} at once, unless a trial still gives it to them.</Trans>
        </p>
      )}
    </ConfirmDialog>
  );
}

/**
 * The school page's Subscriptions section (staff-console §2, §4): a panel per app with its state,
 * Add (new), Start Sub or Alter Sub, Cancel while active, a trial for the school, and perpetual
 * access withdrawn; each button only with its permission.
 */
export function SchoolSubscriptionsTab({ schoolId, roles }: { schoolId: string; roles: readonly StaffRoleGrant[] }) {
  const { t } = useLingui();
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
  const actions = usePageActions({ about: schoolId, ownsPageNotice: false });
  const canSubscribe = hasPermission(roles, 'school.subscription.update');
  const canTrial = hasPermission(roles, 'school.trial.update');
  const kinds: AccessKind[] = [
    ...(canSubscribe ? (['subscription'] as const) : []),
    ...(canTrial ? (['trial'] as const) : []),
  ];
  const now = new Date();

  const grantDone = (app: string, kind: AccessKind, until: string) =>
    kind === 'trial' ? t`${app}: trial until ${until}.` : t`${app}: subscription until ${until}.`;
  const cancelDone = (app: string, cancel: Cancel['cancel']) =>
    cancel === 'trial' ? t`${app}: trial ended.` : t`${app}: cancelled.`;

  /** A grant or a cancellation, then the modal closes: a grant's on success, a confirmation either way. */
  const apply = async (change: SchoolGrant, done: string, closeOnFailure: boolean) => {
    for (const one of grants) one.reset();
    const params = { schoolId };
    const work = () =>
      change.kind === 'perpetual'
        ? perpetual.mutateAsync({ params, body: { serviceId: change.serviceId, allowed: change.allowed } })
        : (change.kind === 'subscription' ? subscription : trial).mutateAsync({
            params,
            body: { serviceId: change.serviceId, endDate: change.endDate },
          });
    const applied = await actions.run(
      'grant',
      async () => {
        await work();
        return true;
      },
      { done },
    );
    if (applied || closeOnFailure) setPending(null);
  };

  if (panels.isPending) return <LoadingIndicator label={t`Loading the school's apps`} />;
  if (panels.error) return <ErrorAlert error={panels.error} />;
  return (
    <section aria-label={t`Subscriptions`}>
      <PageNotice actions={actions} />
      {panels.data.vetted ? null : (
        <p className={styles.muted}>
          <Trans>This school is not vetted yet: granting access vets it first.</Trans>
        </p>
      )}
      <ul className={styles.panels}>
        {panels.data.panels.map((panel) => (
          <SchoolServicePanel
            key={panel.service.id}
            panel={panel}
            kinds={kinds}
            canSubscribe={canSubscribe}
            canTrial={canTrial}
            now={now}
            onRequest={(request) => setPending({ panel, ...request })}
          />
        ))}
      </ul>
      {pending && 'kind' in pending ? (
        <SchoolAccessDialog
          panel={pending.panel}
          kinds={kinds}
          initialKind={pending.kind}
          onClose={() => setPending(null)}
          grant={grant}
          onGrant={(kind, endDate) =>
            void apply(
              { kind, serviceId: pending.panel.service.id, endDate },
              grantDone(pending.panel.service.name, kind, formatDayMonthYear(endDate)),
              false,
            )
          }
        />
      ) : null}
      <CancelAccessDialog
        pending={pending && 'cancel' in pending ? pending : null}
        busy={grant.isPending}
        onClose={() => setPending(null)}
        onConfirm={({ panel, cancel }) =>
          void apply(
            cancel === 'perpetual'
              ? { kind: 'perpetual', serviceId: panel.service.id, allowed: false }
              : { kind: cancel, serviceId: panel.service.id, endDate: null },
            cancelDone(panel.service.name, cancel),
            true,
          )
        }
      />
    </section>
  );
}
