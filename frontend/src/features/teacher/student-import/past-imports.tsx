import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatLocale } from '../../../../../shared/i18n/locales';
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

const STATE_LABELS: Record<PastImport['state'], MessageDescriptor> = {
  applying: msg`Applying`,
  applied: msg`Applied`,
  failed: msg`Stopped before it finished`,
  undoing: msg`Undoing`,
  undone: msg`Undone`,
};

/** When an import was made, in the portal's language (English in its Australian forms). */
function useWhen(): (at: string) => string {
  const { i18n } = useLingui();
  const format = dateFormatter(formatLocale(i18n.locale), { dateStyle: 'medium', timeStyle: 'short' });
  return (at) => format.format(new Date(at));
}

function usePastImportColumns(): PlainTableColumn<PastImport>[] {
  const { t, i18n } = useLingui();
  const when = useWhen();
  return [
    { header: t`When`, cell: (pastImport) => when(pastImport.at) },
    { header: t`Who`, cell: (pastImport) => pastImport.by.name },
    { header: t`Of`, cell: (pastImport) => roleWording(pastImport.schoolRole).People },
    {
      header: t`Summary`,
      cell: ({ summary: { createdCount, matchedCount, mergedCount, deletedCount, totalAfterImport } }) =>
        t`${createdCount} new, ${matchedCount} matched, ${mergedCount} merged, ${deletedCount} deleted; ${totalAfterImport} after`,
    },
    { header: t`State`, cell: (pastImport) => i18n._(STATE_LABELS[pastImport.state]) },
  ];
}

interface UndoAsk {
  pastImport: PastImport;
  conflicts: UndoConflict[];
}

/** The school's imports of the last 30 days, each with Undo while it can be undone. */
export function PastImports({ schoolId }: { schoolId: string }) {
  const { t } = useLingui();
  const when = useWhen();
  const columns = usePastImportColumns();
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
      { failed: (reason) => t`Error: ${reason}` },
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
      { failed: (reason) => t`Error: ${reason}` },
    );

  if (error) {
    const reason = error.message;
    return (
      <p role="alert">
        <Trans>Error: {reason}</Trans>
      </p>
    );
  }
  if (!data)
    return (
      <p role="status">
        <Trans>Loading past imports…</Trans>
      </p>
    );
  const now = new Date();
  return (
    <section aria-labelledby="past-imports">
      <h2 id="past-imports">
        <Trans>Past imports (last 30 days)</Trans>
      </h2>
      <PageNotice actions={actions} />
      {undoJob ? (
        <JobProgress
          job={undoJob}
          label={t`Undoing the import`}
          onFinished={refresh}
          succeeded={
            <p>
              <Trans>The import has been undone.</Trans>
            </p>
          }
        />
      ) : null}
      {data.imports
        .filter(
          (pastImport) =>
            (pastImport.state === 'applying' || pastImport.state === 'undoing') && pastImport.jobId !== undoJob?.id,
        )
        .map((pastImport) => {
          const at = when(pastImport.at);
          return (
            <JobProgress
              key={pastImport.jobId}
              job={{ id: pastImport.jobId }}
              label={pastImport.state === 'applying' ? t`Applying the import of ${at}` : t`Undoing the import of ${at}`}
              onFinished={refresh}
            />
          );
        })}
      <PlainTable
        caption={t`Past imports`}
        rows={data.imports}
        rowKey={(pastImport) => pastImport.id}
        columns={columns}
        emptyText={t`No imports in the last 30 days.`}
        actions={(pastImport) => {
          if (!canOfferUndo(pastImport, now)) return null;
          const at = when(pastImport.at);
          return (
            <Button
              variant="secondary"
              size="small"
              loading={actions.isBusy(`check:${pastImport.id}`)}
              onClick={() => askUndo(pastImport)}
              aria-label={t`Undo the import of ${at}`}
            >
              <Trans>Undo</Trans>
            </Button>
          );
        }}
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
  const { t } = useLingui();
  const when = useWhen();
  const at = asking ? when(asking.pastImport.at) : '';
  const created = asking?.pastImport.summary.createdCount ?? 0;
  return (
    <ConfirmDialog
      open={asking !== null}
      title={t`Undo this import?`}
      confirmLabel={asking && asking.conflicts.length > 0 ? t`Undo the rest` : t`Undo Import`}
      busy={busy}
      onConfirm={() => asking && onConfirm(asking)}
      onClose={onClose}
    >
      {asking ? (
        <>
          <p>
            <Trans>
              Undoing restores the accounts, class memberships and classes as they were before the import of {at}:
              accounts it created are deleted ({created}), merged and deleted accounts come back.
            </Trans>
          </p>
          <ImportSummaryList summary={asking.pastImport.summary} />
          {asking.conflicts.length > 0 ? (
            <Alert tone="warning" title={t`Changed since the import`}>
              <p>
                <Trans>
                  These have changed since the import and will be left as they are; the rest of the import is undone.
                </Trans>
              </p>
              <ul>
                {asking.conflicts.map(({ kind, id, name, change }) => (
                  <li key={`${kind}/${id}`}>
                    {kind === 'class' ? (
                      <Trans>
                        Class {name}: {change}
                      </Trans>
                    ) : (
                      <Trans>
                        Account {name}: {change}
                      </Trans>
                    )}
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
