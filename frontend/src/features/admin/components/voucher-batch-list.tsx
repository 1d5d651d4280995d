import { useState } from 'react';
import type { VoucherBatch, VoucherBatchState } from '../../../../../shared/schemas/vouchers';
import { Alert } from '../../../components/alert';
import { Badge, type BadgeTone } from '../../../components/badge';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PageActionBar } from '../../../components/page-action-bar';
import { PageNotice } from '../../../components/page-notice';
import { PlainTable, type PlainTableColumn } from '../../../components/plain-table';
import { formatDayMonthYear } from '../../../lib/day-month-year';
import { usePageActions } from '../../../lib/use-page-actions';
import { exportVoucherBatch, listVoucherBatches } from '../api/vouchers';

function claimPeriod(batch: Pick<VoucherBatch, 'months' | 'days'>): string {
  return batch.days !== null
    ? `${batch.days} day${batch.days === 1 ? '' : 's'}`
    : `${batch.months ?? 0} month${batch.months === 1 ? '' : 's'}`;
}

const BATCH_STATE: Record<VoucherBatchState, { label: string; tone: BadgeTone }> = {
  generating: { label: 'Generating', tone: 'info' },
  complete: { label: 'Complete', tone: 'success' },
  failed: { label: 'Stopped', tone: 'danger' },
};

/** How often the list is read again while a batch is being generated (its count of codes made moves). */
const BATCHES_POLL_MS = 1_000;

const count = (value: number) => value.toLocaleString('en-AU');

function batchColumns(serviceName: (id: string) => string): PlainTableColumn<VoucherBatch>[] {
  return [
    { header: 'Description', cell: (batch) => batch.description },
    { header: 'Code', cell: (batch) => batch.code ?? '—' },
    { header: 'Apps', cell: (batch) => batch.services.map(serviceName).join(', ') },
    { header: 'Codes generated', cell: (batch) => `${count(batch.generated)} of ${count(batch.count)}` },
    {
      header: 'State',
      cell: (batch) => <Badge tone={BATCH_STATE[batch.state].tone}>{BATCH_STATE[batch.state].label}</Badge>,
    },
    { header: 'A claim gives', cell: claimPeriod },
    { header: 'Claims each', cell: (batch) => batch.maxClaims },
    {
      header: 'Expiry',
      cell: (batch) => (batch.expiry ? formatDayMonthYear(`${batch.expiry}T00:00:00.000Z`) : 'None'),
    },
    { header: 'Generated', cell: (batch) => formatDayMonthYear(batch.createdAt) },
  ];
}

/**
 * The voucher batches (staff-console §2 Vouchers page, §5) with their codes generated of requested,
 * their state and Export (CSV): refused while generating, and for a batch that stopped, after a
 * warning, only the codes made.
 */
export function VoucherBatchList({ serviceName }: { serviceName: (id: string) => string }) {
  const batches = listVoucherBatches.useData();
  // The same read, again every second while a batch is generated (ARCHITECTURE 'Jobs and progress': its row shows the codes made).
  listVoucherBatches.useRead(undefined, {
    refetchInterval: (query) =>
      query.state.data?.voucherBatches.some((batch) => batch.state === 'generating') ? BATCHES_POLL_MS : false,
  });
  /** The batch last exported: a refusal about it ('still being generated') goes once its state moves on. */
  const [exported, setExported] = useState<string | null>(null);
  const exportedState = batches.voucherBatches.find((batch) => batch.id === exported)?.state;
  const actions = usePageActions({
    about: exported ? `${exported}:${exportedState ?? 'gone'}` : null,
    ownsPageNotice: false,
  });
  const [warning, setWarning] = useState<string | null>(null);
  const [partial, setPartial] = useState<VoucherBatch | null>(null);
  if (batches.voucherBatches.length === 0) return <p>No voucher batches have been generated yet.</p>;

  const runExport = async (batch: VoucherBatch) => {
    setPartial(null);
    setExported(batch.id);
    setWarning(null);
    const answer = await actions.run(`export:${batch.id}`, () => exportVoucherBatch(batch.id));
    setWarning(answer?.warning ?? null);
  };

  return (
    <>
      <PageNotice actions={actions} />
      {warning ? (
        <Alert tone="warning" title="Only part of the batch was exported" live>
          <p>{warning}</p>
        </Alert>
      ) : null}
      <PlainTable
        caption="Voucher batches, newest first"
        rows={batches.voucherBatches}
        rowKey={(batch) => batch.id}
        columns={batchColumns(serviceName)}
        actions={(batch) => (
          <PageActionBar
            label={`${batch.description} actions`}
            busy={actions.busy}
            actions={[
              {
                key: `export:${batch.id}`,
                label: 'Export',
                ariaLabel: `Export ${batch.description}`,
                onRun: () => (batch.state === 'failed' ? setPartial(batch) : void runExport(batch)),
              },
            ]}
          />
        )}
      />
      <ConfirmDialog
        open={partial !== null}
        title="Export a batch that stopped?"
        confirmLabel="Export the codes made"
        onConfirm={() => (partial ? void runExport(partial) : undefined)}
        onClose={() => setPartial(null)}
      >
        {partial ? (
          <>
            <p>
              Generating &lsquo;{partial.description}&rsquo; stopped after {count(partial.generated)} of its{' '}
              {count(partial.count)} codes. The file will hold only the codes that exist, and its name says how many.
            </p>
            <p>To finish the batch, resume its job from Jobs.</p>
          </>
        ) : null}
      </ConfirmDialog>
    </>
  );
}
