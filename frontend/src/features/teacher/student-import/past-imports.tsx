import { dateFormatter } from '../../../../../shared/rules/date-format';
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Job } from '../../../../../shared/schemas/jobs';
import type { PastImport, UndoConflict } from '../../../../../shared/schemas/student-import';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { JobProgress } from '../../../components/job-progress';
import { PageNotice } from '../../../components/page-notice';
import { PlainTable, type PlainTableColumn } from '../../../components/plain-table';
import { usePageActions } from '../../../lib/use-page-actions';
import { TEACHER_KEY } from '../api/keys';
import { checkUndo, listImports, undoImport } from '../api/student-import';
import { ImportSummaryList } from './apply-step';
import { canOfferUndo, roleWording } from './wizard-steps';

const STATE_LABELS: Record<PastImport['state'], string> = {
  applying: 'Applying',
  applied: 'Applied',
  failed: 'Stopped before it finished',
  undoing: 'Undoing',
  undone: 'Undone',
};

const whenFormat = dateFormatter('en-AU', { dateStyle: 'medium', timeStyle: 'short' });
const when = (at: string) => whenFormat.format(new Date(at));

const COLUMNS: PlainTableColumn<PastImport>[] = [
  { header: 'When', cell: (pastImport) => when(pastImport.at) },
  { header: 'Who', cell: (pastImport) => pastImport.by.name },
  { header: 'Of', cell: (pastImport) => roleWording(pastImport.schoolRole).People },
  {
    header: 'Summary',
    cell: ({ summary }) => (
      <>
        {summary.createdCount} new, {summary.matchedCount} matched, {summary.mergedCount} merged, {summary.deletedCount}{' '}
        deleted; {summary.totalAfterImport} after
      </>
    ),
  },
  { header: 'State', cell: (pastImport) => STATE_LABELS[pastImport.state] },
];

interface UndoAsk {
  pastImport: PastImport;
  conflicts: UndoConflict[];
}

/** The school's imports of the last 30 days, each with Undo while it can be undone. */
export function PastImports({ schoolId }: { schoolId: string }) {
  const queryClient = useQueryClient();
  const { data, error } = listImports.useRead({ params: { schoolId } });
  const check = checkUndo.useMutation();
  const undo = undoImport.useMutation();
  // A failure speaks of the imports as they were: it goes once one of them changes state.
  const actions = usePageActions({
    about: data?.imports.map((pastImport) => `${pastImport.id}:${pastImport.state}`).join(),
  });
  const [asking, setAsking] = useState<UndoAsk | null>(null);
  const [undoJob, setUndoJob] = useState<Job | null>(null);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: TEACHER_KEY });

  const askUndo = (pastImport: PastImport) =>
    void actions.run(
      `check:${pastImport.id}`,
      async () => {
        const { conflicts } = await check.mutateAsync({ params: { schoolId, importId: pastImport.id } });
        setAsking({ pastImport, conflicts });
      },
      { failed: (reason) => `Error: ${reason}` },
    );

  const confirmUndo = (ask: UndoAsk) =>
    void actions.run(
      'undo',
      async () => {
        try {
          const answer = await undo.mutateAsync({
            params: { schoolId, importId: ask.pastImport.id },
            body: { confirmConflicts: ask.conflicts.length > 0 },
          });
          setUndoJob(answer.job);
        } finally {
          setAsking(null);
        }
      },
      { failed: (reason) => `Error: ${reason}` },
    );

  if (error) return <p role="alert">Error: {error.message}</p>;
  if (!data) return <p role="status">Loading past imports…</p>;
  const now = new Date();
  return (
    <section aria-labelledby="past-imports">
      <h2 id="past-imports">Past imports (last 30 days)</h2>
      <PageNotice actions={actions} />
      {undoJob ? (
        <JobProgress
          job={undoJob}
          label="Undoing the import"
          onFinished={refresh}
          succeeded={<p>The import has been undone.</p>}
        />
      ) : null}
      {data.imports
        .filter(
          (pastImport) =>
            (pastImport.state === 'applying' || pastImport.state === 'undoing') && pastImport.jobId !== undoJob?.id,
        )
        .map((pastImport) => (
          <JobProgress
            key={pastImport.jobId}
            job={{ id: pastImport.jobId }}
            label={`${pastImport.state === 'applying' ? 'Applying' : 'Undoing'} the import of ${when(pastImport.at)}`}
            onFinished={refresh}
          />
        ))}
      <PlainTable
        caption="Past imports"
        rows={data.imports}
        rowKey={(pastImport) => pastImport.id}
        columns={COLUMNS}
        emptyText="No imports in the last 30 days."
        actions={(pastImport) =>
          canOfferUndo(pastImport, now) ? (
            <Button
              variant="secondary"
              size="small"
              loading={actions.isBusy(`check:${pastImport.id}`)}
              onClick={() => askUndo(pastImport)}
              aria-label={`Undo the import of ${when(pastImport.at)}`}
            >
              Undo
            </Button>
          ) : null
        }
      />
      <UndoDialog
        asking={asking}
        busy={actions.isBusy('undo')}
        onConfirm={confirmUndo}
        onClose={() => setAsking(null)}
      />
    </section>
  );
}

/** Asks before an undo, naming what changed since the import (those are left as they are). */
function UndoDialog({
  asking,
  busy,
  onConfirm,
  onClose,
}: {
  asking: UndoAsk | null;
  busy: boolean;
  onConfirm: (ask: UndoAsk) => void;
  onClose: () => void;
}) {
  return (
    <ConfirmDialog
      open={asking !== null}
      title="Undo this import?"
      confirmLabel={asking && asking.conflicts.length > 0 ? 'Undo the rest' : 'Undo Import'}
      busy={busy}
      onConfirm={() => asking && onConfirm(asking)}
      onClose={onClose}
    >
      {asking ? (
        <>
          <p>
            Undoing restores the accounts, class memberships and classes as they were before the import of{' '}
            {when(asking.pastImport.at)}: accounts it created are deleted ({asking.pastImport.summary.createdCount}),
            merged and deleted accounts come back.
          </p>
          <ImportSummaryList summary={asking.pastImport.summary} />
          {asking.conflicts.length > 0 ? (
            <Alert tone="warning" title="Changed since the import">
              <p>These have changed since the import and will be left as they are; the rest of the import is undone.</p>
              <ul>
                {asking.conflicts.map((conflict) => (
                  <li key={`${conflict.kind}/${conflict.id}`}>
                    {conflict.kind === 'class' ? 'Class' : 'Account'} {conflict.name}: {conflict.change}
                  </li>
                ))}
              </ul>
            </Alert>
          ) : null}
        </>
      ) : null}
    </ConfirmDialog>
  );
}
