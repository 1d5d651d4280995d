import { useQueryClient } from '@tanstack/react-query';
import { formatDayMonthYearTime } from '../../../lib/day-month-year';
import { useState } from 'react';
import { ADMIN_SCHOOL_MESSAGES } from '../../../../../shared/schemas/admin-schools';
import {
  SYNC_OUTCOMES,
  SYNC_PROGRESS_POLL_MS,
  type DataLink,
  type DataLinkState,
  type DataSource,
} from '../../../../../shared/schemas/data-link';
import type { Job } from '../../../../../shared/schemas/jobs';
import { ErrorAlert } from '../../../components/alert';
import { Badge } from '../../../components/badge';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Dialog } from '../../../components/dialog';
import { JobProgress } from '../../../components/job-progress';
import { LoadingIndicator } from '../../../components/loading-indicator';
import type { Tone } from '../../../components/tone';
import { PageActionBar } from '../../../components/page-action-bar';
import { PageNotice } from '../../../components/page-notice';
import { usePageActions } from '../../../lib/use-page-actions';
import { exportSyncReport, getSchoolDataLink, requestDataAccess, syncSchoolData, unlinkSchool } from '../api/data-link';
import { DataAccessDialog } from './data-access-dialog';
import { DataLinkerDialog } from './data-linker-dialog';
import styles from '../pages/staff-pages.module.css';

/** staff-console §4: ready success, approved primary, pending warning, linked danger. */
const STATE_DISPLAY: Record<DataLinkState, { tone: Tone; label: string; explanation: (source: string) => string }> = {
  ready: {
    tone: 'success',
    label: 'Ready',
    explanation: (source) => `Synced from ${source}. Sync again to bring in what changed.`,
  },
  approved: {
    tone: 'info',
    label: 'Approved',
    explanation: (source) =>
      `${source} has granted access to this school's data. Sync it to bring in its teachers, students and classes.`,
  },
  pending: {
    tone: 'warning',
    label: 'Pending',
    explanation: (source) => `Access has been requested; ${source} has not granted it yet.`,
  },
  linked: {
    tone: 'danger',
    label: 'Linked',
    explanation: (source) =>
      `Linked to ${source}, without access to the school's data yet. Request access to continue.`,
  },
};

function when(at: string): string {
  return formatDayMonthYearTime(at);
}

function LastSync({ link, schoolId }: { link: DataLink; schoolId: string }) {
  const actions = usePageActions({ about: link.lastSync?.at ?? null, ownsPageNotice: false });
  const last = link.lastSync;
  if (!last) return null;
  const line = (label: string, counts: { created: number; matched: number; deleted: number } | null) =>
    counts ? (
      <li>
        {label}: {counts.created} created, {counts.matched} matched, {counts.deleted} deleted
      </li>
    ) : null;
  return (
    <div>
      <p>Last synced {when(last.at)}.</p>
      <ul>
        {line('Teachers', last.teachers)}
        {line('Students', last.students)}
      </ul>
      <p>
        Report: {SYNC_OUTCOMES.map((outcome) => `${last.report[outcome] ?? 0} ${outcome}`).join(', ')}.{' '}
        <Button
          variant="secondary"
          size="small"
          loading={actions.isBusy('download')}
          onClick={() =>
            void actions.run('download', () => exportSyncReport(schoolId), {
              failed: (reason, error) => (error instanceof Error ? reason : 'The report could not be downloaded.'),
            })
          }
        >
          Download the sync report
        </Button>
      </p>
      <PageNotice actions={actions} />
    </div>
  );
}

type Open =
  | { kind: 'linker'; source: DataSource }
  | { kind: 'access' }
  | { kind: 'unlink' }
  | { kind: 'sync'; job: Job | { id: string } }
  | null;

/**
 * The school page's Data Link section (staff-console §2, §4): Link to {source} per data source;
 * once linked, its state with its colour and the actions it offers: Request access (linked),
 * Sync data (approved, ready) with its progress lines in a modal, and Unlink.
 */
export function SchoolDataLinkTab({ schoolId, manages }: { schoolId: string; manages: boolean }) {
  const queryClient = useQueryClient();
  const link = getSchoolDataLink.useRead({ params: { schoolId } }, { enabled: manages });
  const requestAccess = requestDataAccess.useMutation();
  const unlink = unlinkSchool.useMutation();
  const startSync = syncSchoolData.useMutation();
  const [open, setOpen] = useState<Open>(null);
  // A failure speaks of the link as it was: once its state changes, it goes.
  const actions = usePageActions({
    about: link.data?.dataLink ? `${link.data.dataLink.dataId} ${link.data.dataLink.state}` : null,
    ownsPageNotice: false,
  });

  if (!manages) return <p>{ADMIN_SCHOOL_MESSAGES.insufficientPermissions}</p>;
  if (link.isPending) return <LoadingIndicator label="Loading the data link" />;
  if (link.error) return <ErrorAlert error={link.error} />;
  const { dataLink, sources } = link.data;
  const close = () => setOpen(null);
  const sync = () =>
    void actions
      .run('sync', () => startSync.mutateAsync({ params: { schoolId } }))
      .then((started) => started && setOpen({ kind: 'sync', job: started.job }));
  const state = dataLink?.state;
  const syncs = state === 'approved' || state === 'ready';

  return (
    <section className={styles.section} aria-label="Data Link">
      <PageNotice actions={actions} />
      {dataLink ? (
        <>
          <div className={styles.found}>
            <strong>{dataLink.source.name}</strong>
            <span>
              {dataLink.orgName} ({dataLink.dataId})
            </span>
            <Badge tone={STATE_DISPLAY[dataLink.state].tone}>{STATE_DISPLAY[dataLink.state].label}</Badge>
          </div>
          <p>{STATE_DISPLAY[dataLink.state].explanation(dataLink.source.name)}</p>
          {dataLink.requestedAt && dataLink.contact ? (
            <p className={styles.muted}>
              Access requested {when(dataLink.requestedAt)} for {dataLink.contact.firstName} {dataLink.contact.lastName}{' '}
              ({dataLink.contact.email}).
            </p>
          ) : null}
          <LastSync link={dataLink} schoolId={schoolId} />
          <PageActionBar
            label="Data link actions"
            size="md"
            busy={actions.busy}
            actions={[
              {
                key: 'access',
                label: state === 'linked' ? 'Request access' : 'Request access again',
                variant: state === 'linked' ? 'primary' : 'secondary',
                hidden: state !== 'linked' && state !== 'pending',
                onRun: () => setOpen({ kind: 'access' }),
              },
              {
                key: 'check',
                label: 'Check again',
                hidden: state !== 'pending',
                onRun: () => void actions.run('check', () => link.refetch()),
              },
              { key: 'sync', label: 'Sync data', variant: 'primary', hidden: !syncs, onRun: sync },
              {
                key: 'last-sync',
                label: 'Show the last sync',
                hidden: !syncs || !dataLink.syncJobId,
                onRun: () => setOpen({ kind: 'sync', job: { id: dataLink.syncJobId ?? '' } }),
              },
              { key: 'unlink', label: 'Unlink', variant: 'danger', onRun: () => setOpen({ kind: 'unlink' }) },
            ]}
          />
        </>
      ) : (
        <>
          <p>
            This school is not linked to a data source. Link it to sync its teachers, students and classes from its
            school system.
          </p>
          <div className={styles.actions}>
            {sources.map((source) => (
              <Button key={source.id} variant="secondary" onClick={() => setOpen({ kind: 'linker', source })}>
                Link to {source.name}
              </Button>
            ))}
          </div>
        </>
      )}

      {open?.kind === 'linker' ? <DataLinkerDialog schoolId={schoolId} source={open.source} onClose={close} /> : null}
      {open?.kind === 'access' && dataLink ? (
        <DataAccessDialog
          sourceName={dataLink.source.name}
          request={requestAccess}
          onRequest={(contact) =>
            requestAccess.mutate({ params: { schoolId }, body: { contact } }, { onSuccess: close })
          }
          onClose={close}
        />
      ) : null}
      {open?.kind === 'unlink' && dataLink ? (
        <ConfirmDialog
          open
          title={`Unlink from ${dataLink.source.name}?`}
          confirmLabel="Unlink"
          busy={unlink.isPending}
          onClose={close}
          onConfirm={() => void actions.run('unlink', () => unlink.mutateAsync({ params: { schoolId } })).then(close)}
        >
          <p>
            The school stops syncing from {dataLink.orgName} at {dataLink.source.name}, and its access request is
            forgotten. The teachers, students and classes synced so far stay.
          </p>
        </ConfirmDialog>
      ) : null}
      {open?.kind === 'sync' ? (
        <Dialog open onClose={close} title="Sync data" footer={<Button onClick={close}>Close</Button>}>
          <JobProgress
            job={open.job}
            label="Syncing the school's data"
            pollMs={SYNC_PROGRESS_POLL_MS}
            linesOpen
            onFinished={() =>
              void queryClient.invalidateQueries({ queryKey: getSchoolDataLink.key({ params: { schoolId } }) })
            }
            succeeded={<p>The school now matches {dataLink?.source.name ?? 'its data source'}.</p>}
          />
        </Dialog>
      ) : null}
    </section>
  );
}
