import type { I18n } from '@lingui/core';
import { msg, ph } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { formatLocale } from '../../../../../shared/i18n/locales';
import { translated } from '../../../../../shared/i18n/text';
import { SYSTEM_ALERT_SEVERITY_LABELS, type SystemAlert } from '../../../../../shared/schemas/content';
import { FailureAlert } from '../../../components/alert';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { LoadingIndicator } from '../../../components/loading-indicator';
import { PageActionBar } from '../../../components/page-action-bar';
import { PageNotice } from '../../../components/page-notice';
import { PlainTable, type PlainTableColumn } from '../../../components/plain-table';
import { formatDayMonthYearTimeZone } from '../../../lib/day-month-year';
import { failureText, usePageActions } from '../../../lib/use-page-actions';
import { deleteSystemAlert, listAllSystemAlerts } from '../api/system-alerts';
import styles from '../pages/operations-pages.module.css';
import { SystemAlertForm } from './system-alert-form';

/** From and until, in the reader's time zone, named: staff and readers are rarely in one zone. */
function span(from: string, until: string, locale: string): string {
  const at = (iso: string) => formatDayMonthYearTimeZone(iso, formatLocale(locale));
  return `${at(from)} – ${at(until)}`;
}

function alertColumns(i18n: I18n): PlainTableColumn<SystemAlert>[] {
  return [
    { header: i18n._(msg`Message`), rowHeader: true, cell: (alert) => <span dir="auto">{alert.message}</span> },
    { header: i18n._(msg`Severity`), cell: (alert) => translated(SYSTEM_ALERT_SEVERITY_LABELS[alert.severity]) },
    { header: i18n._(msg`Shown`), cell: (alert) => span(alert.startsAt, alert.endsAt, i18n.locale) },
    {
      header: i18n._(msg`Maintenance window`),
      cell: (alert) =>
        alert.windowStartsAt && alert.windowEndsAt ? span(alert.windowStartsAt, alert.windowEndsAt, i18n.locale) : '—',
    },
  ];
}

/**
 * The Servers tab's system alerts (server.boot; docs/using/static-pages-and-alerts.md): every
 * stored alert, past and to come, each with Delete (after a confirmation), and the form that puts
 * one up, with the maintenance window it announces.
 */
export function SystemAlertsSection() {
  const { i18n, t } = useLingui();
  const alerts = listAllSystemAlerts.useRead();
  const remove = deleteSystemAlert.useMutation();
  const actions = usePageActions();
  const [removing, setRemoving] = useState<SystemAlert | null>(null);

  return (
    <section className={styles.section} aria-labelledby="system-alerts-heading">
      <h2 id="system-alerts-heading">
        <Trans>System alerts</Trans>
      </h2>
      <p>
        <Trans>
          A banner every visitor sees while it is shown, such as planned maintenance. Name the window's times in its
          fields, not in the message: each reader sees them in their own time zone.
        </Trans>
      </p>
      <PageNotice actions={actions} />
      {alerts.isPending ? <LoadingIndicator label={t`Loading the system alerts`} /> : null}
      <FailureAlert message={alerts.error ? failureText(alerts.error) : null} />
      {alerts.data ? (
        <PlainTable
          caption={t`The portal's system alerts`}
          rows={alerts.data.systemAlerts}
          rowKey={(alert) => alert.id}
          columns={alertColumns(i18n)}
          emptyText={t`No system alerts.`}
          actions={(alert) => (
            <PageActionBar
              label={t`Alert actions`}
              actions={[
                {
                  key: `delete:${alert.id}`,
                  label: t`Delete`,
                  ariaLabel: t`Delete: ${ph({ message: alert.message })}`,
                  onRun: () => setRemoving(alert),
                },
              ]}
              busy={actions.busy}
            />
          )}
        />
      ) : null}
      <SystemAlertForm onCreated={() => actions.say({ tone: 'success', text: t`The system alert is up.` })} />
      <ConfirmDialog
        open={removing !== null}
        title={t`Delete the system alert?`}
        confirmLabel={t`Delete alert`}
        onClose={() => setRemoving(null)}
        onConfirm={() => {
          const alert = removing;
          setRemoving(null);
          if (alert)
            void actions.run(`delete:${alert.id}`, () => remove.mutateAsync({ params: { alertId: alert.id } }), {
              done: t`The system alert is deleted.`,
            });
        }}
      >
        <p>
          <Trans>Its banner goes from every page at each visitor's next check (within the hour).</Trans>
        </p>
        <p dir="auto">{removing?.message}</p>
      </ConfirmDialog>
    </section>
  );
}
