import type { MessageDescriptor } from '@lingui/core';
import { msg, ph } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { translated } from '../../../../../shared/i18n/text';
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
  type SyncOutcome,
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
const STATE_DISPLAY: Record<
  DataLinkState,
  { tone: Tone; label: MessageDescriptor; explanation: (source: string) => MessageDescriptor }
> = {
  ready: {
    tone: 'success',
    label: msg`Ready`,
    explanation: (source) => msg`Synced from ${source}. Sync again to bring in what changed.`,
  },
  approved: {
    tone: 'info',
    label: msg`Approved`,
    explanation: (source) =>
      msg`${source} has granted access to this school's data. Sync it to bring in its teachers, students and classes.`,
  },
  pending: {
    tone: 'warning',
    label: msg`Pending`,
    explanation: (source) => msg`Access has been requested; ${source} has not granted it yet.`,
  },
  linked: {
    tone: 'danger',
    label: msg({ message: 'Linked', context: 'the state of a school’s data link' }),
    explanation: (source) =>
      msg`Linked to ${source}, without access to the school's data yet. Request access to continue.`,
  },
};

/** Each outcome of a sync's report with its count (the report's words are shared/schemas/data-link's codes). */
const OUTCOME_COUNTS: Record<SyncOutcome, (count: number) => MessageDescriptor> = {
  added: (count) => msg`${count} added`,
  changed: (count) => msg`${count} changed`,
  unchanged: (count) => msg`${count} unchanged`,
  removed: (count) => msg`${count} removed`,
  skipped: (count) => msg`${count} skipped`,
  'not readable': (count) => msg`${count} not readable`,
};

function when(at: string): string {
  return formatDayMonthYearTime(at);
}

/** What a sync did to one kind of member. */
function SyncCounts({
  kind,
  counts,
}: {
  kind: 'teachers' | 'students';
  counts: { created: number; matched: number; deleted: number };
}) {
  const { created, matched, deleted } = counts;
  return (
    <li>
      {kind === 'teachers' ? (
        <Trans>
          Teachers: {created} created, {matched} matched, {deleted} deleted
        </Trans>
      ) : (
        <Trans>
          Students: {created} created, {matched} matched, {deleted} deleted
        </Trans>
      )}
    </li>
  );
}

function LastSync({ link, schoolId }: { link: DataLink; schoolId: string }) {
  const { i18n, t } = useLingui();
  const actions = usePageActions({ about: link.lastSync?.at ?? null, ownsPageNotice: false });
  const last = link.lastSync;
  if (!last) return null;
  const lastAt = when(last.at);
  const summary = SYNC_OUTCOMES.map((outcome) => i18n._(OUTCOME_COUNTS[outcome](last.report[outcome] ?? 0))).join(', ');
  const teachers = last.teachers;
  const students = last.students;
  return (
    <div>
      <p>
        <Trans>Last synced {lastAt}.</Trans>
      </p>
      <ul>
        {teachers ? <SyncCounts kind="teachers" counts={teachers} /> : null}
        {students ? <SyncCounts kind="students" counts={students} /> : null}
      </ul>
      <p>
        <Trans>Report: {summary}.</Trans>{' '}
        <Button
          variant="secondary"
          size="small"
          loading={actions.isBusy('download')}
          onClick={() =>
            void actions.run('download', () => exportSyncReport(schoolId), {
              failed: (reason, error) => (error instanceof Error ? reason : t`The report could not be downloaded.`),
            })
          }
        >
          <Trans>Download the sync report</Trans>
        </Button>
      </p>
      <PageNotice actions={actions} />
    </div>
  );
}

/** When access was asked for, and whom the source is to contact. */
function AccessRequested({ at, contact }: { at: string; contact: NonNullable<DataLink['contact']> }) {
  const requested = when(at);
  const { firstName, lastName, email } = contact;
  return (
    <p className={styles.muted}>
      <Trans>
        Access requested {requested} for {firstName} {lastName} (<bdi>{email}</bdi>).
      </Trans>
    </p>
  );
}

function UnlinkWarning({ orgName, sourceName }: { orgName: string; sourceName: string }) {
  return (
    <p>
      <Trans>
        The school stops syncing from {orgName} at {sourceName}, and its access request is forgotten. The teachers,
        students and classes synced so far stay.
      </Trans>
    </p>
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
  const { i18n, t } = useLingui();
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

  if (!manages) return <p>{translated(ADMIN_SCHOOL_MESSAGES.insufficientPermissions)}</p>;
  if (link.isPending) return <LoadingIndicator label={t`Loading the data link`} />;
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
    <section className={styles.section} aria-label={t`Data Link`}>
      <PageNotice actions={actions} />
      {dataLink ? (
        <>
          <div className={styles.found}>
            <strong>{dataLink.source.name}</strong>
            <span>
              {dataLink.orgName} (<bdi>{dataLink.dataId}</bdi>)
            </span>
            <Badge tone={STATE_DISPLAY[dataLink.state].tone}>{i18n._(STATE_DISPLAY[dataLink.state].label)}</Badge>
          </div>
          <p>{i18n._(STATE_DISPLAY[dataLink.state].explanation(dataLink.source.name))}</p>
          {dataLink.requestedAt && dataLink.contact ? (
            <AccessRequested at={dataLink.requestedAt} contact={dataLink.contact} />
          ) : null}
          <LastSync link={dataLink} schoolId={schoolId} />
          <PageActionBar
            label={t`Data link actions`}
            size="md"
            busy={actions.busy}
            actions={[
              {
                key: 'access',
                label: state === 'linked' ? t`Request access` : t`Request access again`,
                variant: state === 'linked' ? 'primary' : 'secondary',
                hidden: state !== 'linked' && state !== 'pending',
                onRun: () => setOpen({ kind: 'access' }),
              },
              {
                key: 'check',
                label: t`Check again`,
                hidden: state !== 'pending',
                onRun: () => void actions.run('check', () => link.refetch()),
              },
              { key: 'sync', label: t`Sync data`, variant: 'primary', hidden: !syncs, onRun: sync },
              {
                key: 'last-sync',
                label: t`Show the last sync`,
                hidden: !syncs || !dataLink.syncJobId,
                onRun: () => setOpen({ kind: 'sync', job: { id: dataLink.syncJobId ?? '' } }),
              },
              { key: 'unlink', label: t`Unlink`, variant: 'danger', onRun: () => setOpen({ kind: 'unlink' }) },
            ]}
          />
        </>
      ) : (
        <>
          <p>
            <Trans>
              This school is not linked to a data source. Link it to sync its teachers, students and classes from its
              school system.
            </Trans>
          </p>
          <div className={styles.actions}>
            {sources.map((source) => (
              <Button key={source.id} variant="secondary" onClick={() => setOpen({ kind: 'linker', source })}>
                {t`Link to ${ph({ sourceName: source.name })}`}
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
          title={t`Unlink from ${ph({ sourceName: dataLink.source.name })}?`}
          confirmLabel={t`Unlink`}
          busy={unlink.isPending}
          onClose={close}
          onConfirm={() => void actions.run('unlink', () => unlink.mutateAsync({ params: { schoolId } })).then(close)}
        >
          <UnlinkWarning orgName={dataLink.orgName} sourceName={dataLink.source.name} />
        </ConfirmDialog>
      ) : null}
      {open?.kind === 'sync' ? (
        <Dialog
          open
          onClose={close}
          title={t`Sync data`}
          footer={
            <Button onClick={close}>
              <Trans>Close</Trans>
            </Button>
          }
        >
          <JobProgress
            job={open.job}
            label={t`Syncing the school's data`}
            pollMs={SYNC_PROGRESS_POLL_MS}
            linesOpen
            onFinished={() =>
              void queryClient.invalidateQueries({ queryKey: getSchoolDataLink.key({ params: { schoolId } }) })
            }
            succeeded={
              <p>
                {dataLink ? (
                  t`The school now matches ${ph({ sourceName: dataLink.source.name })}.`
                ) : (
                  <Trans>The school now matches its data source.</Trans>
                )}
              </p>
            }
          />
        </Dialog>
      ) : null}
    </section>
  );
}
