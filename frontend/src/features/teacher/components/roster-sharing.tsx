import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { RosterApp, RosterSharing } from '../../../../../shared/schemas/data-sharing';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PageActionBar } from '../../../components/page-action-bar';
import { PageNotice } from '../../../components/page-notice';
import { PlainTable, type PlainTableColumn } from '../../../components/plain-table';
import { usePageActions } from '../../../lib/use-page-actions';
import { setRosterSharing } from '../api/data-sharing';
import { RosterChoicesForm } from './roster-choices-form';
import styles from './data-sharing.module.css';

/**
 * Roster sharing (ARCHITECTURE 'What an app may know about a person'): which apps may read the
 * school's classes and people through the OneRoster API, what each read in the report's window, the
 * administrator's switch per app (turning one off asks first, naming what stops), and the school's
 * choices for every app.
 */
export function RosterSharingSection({
  schoolId,
  schoolName,
  roster,
  formatDate,
}: {
  schoolId: string;
  schoolName: string;
  roster: RosterSharing;
  formatDate: (at: string) => string;
}) {
  const { t } = useLingui();
  const actions = usePageActions({ ownsPageNotice: false });
  const change = setRosterSharing.useMutation();
  const [stopping, setStopping] = useState<RosterApp | null>(null);
  const turn = (app: RosterApp, sharing: boolean) => {
    const name = app.service.name;
    void actions.run(
      app.service.id,
      () => change.mutateAsync({ params: { schoolId, serviceId: app.service.id }, body: { sharing } }),
      { done: sharing ? t`${name} can read the roster again.` : t`${name} can no longer read the roster.` },
    );
  };
  const columns: PlainTableColumn<RosterApp>[] = [
    { header: t`App`, rowHeader: true, cell: (app) => app.service.name },
    { header: t`Roster sharing`, cell: (app) => (app.sharing ? t`On` : app.free ? t`Off (free app)` : t`Off`) },
    { header: t`Last read`, cell: (app) => (app.lastReadAt ? formatDate(app.lastReadAt) : t`Never`) },
    { header: t`Records read`, numeric: true, cell: (app) => app.records },
  ];
  const stoppingName = stopping?.service.name ?? '';
  return (
    <section aria-labelledby="roster-sharing-heading" className={styles.roster}>
      <h2 id="roster-sharing-heading">
        <Trans>Roster sharing</Trans>
      </h2>
      <p>
        <Trans>
          The apps {schoolName} has can read its classes, teachers and students through the roster API (OneRoster), with
          names as each family's choices allow. Records read are counted since the date above.
        </Trans>
      </p>
      {/* Started again from the saved choices once the report is read again. */}
      <RosterChoicesForm
        key={`${roster.sharesEmail}-${roster.sharesStudentId}`}
        schoolId={schoolId}
        roster={roster}
        actions={actions}
      />
      <PageNotice actions={actions} />
      <PlainTable
        caption={t`Apps that can read the roster of ${schoolName}`}
        rows={roster.apps}
        rowKey={(app) => app.service.id}
        columns={columns}
        emptyText={t`No app can read the roster of ${schoolName}.`}
        actions={(app) => {
          const name = app.service.name;
          return (
            <PageActionBar
              label={t`Roster sharing for ${name}`}
              size="small"
              busy={actions.busy}
              actions={[
                {
                  key: app.service.id,
                  label: app.sharing ? t`Turn off` : t`Turn on`,
                  ariaLabel: app.sharing
                    ? t`Turn off roster sharing for ${name}`
                    : t`Turn on roster sharing for ${name}`,
                  variant: app.sharing ? 'danger' : 'secondary',
                  onRun: () => (app.sharing ? setStopping(app) : turn(app, true)),
                },
              ]}
            />
          );
        }}
      />
      <ConfirmDialog
        open={stopping !== null}
        title={t`Turn off roster sharing for ${stoppingName}?`}
        confirmLabel={t`Turn off roster sharing`}
        onConfirm={() => {
          if (stopping) turn(stopping, false);
          setStopping(null);
        }}
        onClose={() => setStopping(null)}
      >
        <p>
          <Trans>
            {stoppingName} will no longer read the classes and people of {schoolName}: its next request for them is
            refused. What it has read already stays with the app. You can turn it on again at any time.
          </Trans>
        </p>
      </ConfirmDialog>
    </section>
  );
}
