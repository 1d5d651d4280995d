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
import { Alert, ErrorAlert } from '../../../components/alert';
import { Badge } from '../../../components/badge';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Dialog } from '../../../components/dialog';
import { JobProgress } from '../../../components/job-progress';
import { LoadingIndicator } from '../../../components/loading-indicator';
import type { Tone } from '../../../components/tone';
import { isApiRequestError } from '../../../lib/api-client';
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
  const [downloading, setDownloading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const last = link.lastSync;
  if (!last) return null;
  const download = () => {
    setDownloading(true);
    setFailure(null);
    exportSyncReport(schoolId)
      .catch((error: unknown) =>
        setFailure(error instanceof Error ? error.message : 'The report could not be downloaded.'),
      )
      .finally(() => setDownloading(false));
  };
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
        <Button variant="secondary" size="small" loading={downloading} onClick={download}>
          Download the sync report
        </Button>
      </p>
      {failure ? (
        <Alert tone="danger" live>
          <p>{failure}</p>
        </Alert>
      ) : null}
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
  const [failure, setFailure] = useState<string | null>(null);

  if (!manages) return <p>{ADMIN_SCHOOL_MESSAGES.insufficientPermissions}</p>;
  if (link.isPending) return <LoadingIndicator label="Loading the data link" />;
  if (link.error) return <ErrorAlert error={link.error} />;
  const { dataLink, sources } = link.data;
  const close = () => setOpen(null);
  const fail = (error: unknown) => setFailure(isApiRequestError(error) ? error.message : 'Something went wrong');

  const sync = () => {
    setFailure(null);
    startSync.mutate(
      { params: { schoolId } },
      { onSuccess: ({ job }) => setOpen({ kind: 'sync', job }), onError: fail },
    );
  };

  return (
    <section className={styles.section} aria-label="Data Link">
      {failure ? (
        <Alert tone="danger" live>
          <p>{failure}</p>
        </Alert>
      ) : null}
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
          <div className={styles.actions} role="toolbar" aria-label="Data link actions">
            {dataLink.state === 'linked' || dataLink.state === 'pending' ? (
              <Button
                variant={dataLink.state === 'linked' ? 'primary' : 'secondary'}
                onClick={() => setOpen({ kind: 'access' })}
              >
                {dataLink.state === 'linked' ? 'Request access' : 'Request access again'}
              </Button>
            ) : null}
            {dataLink.state === 'pending' ? (
              <Button variant="secondary" loading={link.isFetching} onClick={() => void link.refetch()}>
                Check again
              </Button>
            ) : null}
            {dataLink.state === 'approved' || dataLink.state === 'ready' ? (
              <>
                <Button loading={startSync.isPending} onClick={sync}>
                  Sync data
                </Button>
                {dataLink.syncJobId ? (
                  <Button
                    variant="secondary"
                    onClick={() => setOpen({ kind: 'sync', job: { id: dataLink.syncJobId ?? '' } })}
                  >
                    Show the last sync
                  </Button>
                ) : null}
              </>
            ) : null}
            <Button variant="danger" onClick={() => setOpen({ kind: 'unlink' })}>
              Unlink
            </Button>
          </div>
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
          onConfirm={() =>
            unlink.mutate({ params: { schoolId } }, { onSuccess: close, onError: (error) => (close(), fail(error)) })
          }
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
