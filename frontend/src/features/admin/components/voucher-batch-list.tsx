import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, ph, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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

function claimPeriod(i18n: I18n, batch: Pick<VoucherBatch, 'months' | 'days'>): string {
  const days = batch.days;
  const months = batch.months ?? 0;
  return days !== null
    ? i18n._(msg`${plural(days, { one: '# day', other: '# days' })}`)
    : i18n._(msg`${plural(months, { one: '# month', other: '# months' })}`);
}

const BATCH_STATE: Record<VoucherBatchState, { label: MessageDescriptor; tone: BadgeTone }> = {
  generating: { label: msg`Generating`, tone: 'info' },
  complete: { label: msg`Complete`, tone: 'success' },
  failed: { label: msg`Stopped`, tone: 'danger' },
};

/** How often the list is read again while a batch is being generated (its count of codes made moves). */
const BATCHES_POLL_MS = 1_000;

function batchColumns(i18n: I18n, serviceName: (id: string) => string): PlainTableColumn<VoucherBatch>[] {
  const count = (value: number) => i18n.number(value);
  return [
    { header: i18n._(msg`Description`), cell: (batch) => batch.description },
    { header: i18n._(msg`Code`), cell: (batch) => <bdi>{batch.code ?? '—'}</bdi> },
    { header: i18n._(msg`Apps`), cell: (batch) => batch.services.map(serviceName).join(', ') },
    {
      header: i18n._(msg`Codes generated`),
      cell: (batch) => {
        const generated = count(batch.generated);
        const requested = count(batch.count);
        return i18n._(msg`${generated} of ${requested}`);
      },
    },
    {
      header: i18n._(msg`State`),
      cell: (batch) => <Badge tone={BATCH_STATE[batch.state].tone}>{i18n._(BATCH_STATE[batch.state].label)}</Badge>,
    },
    { header: i18n._(msg`A claim gives`), cell: (batch) => claimPeriod(i18n, batch) },
    { header: i18n._(msg`Claims each`), cell: (batch) => i18n.number(batch.maxClaims) },
    {
      header: i18n._(msg`Expiry`),
      cell: (batch) => (batch.expiry ? formatDayMonthYear(`${batch.expiry}T00:00:00.000Z`) : i18n._(msg`None`)),
    },
    { header: i18n._(msg`Generated`), cell: (batch) => formatDayMonthYear(batch.createdAt) },
  ];
}

/** What exporting a batch that stopped gives, asked before it is exported. */
function PartialBatch({ batch }: { batch: VoucherBatch }) {
  const { i18n } = useLingui();
  const description = batch.description;
  const generated = i18n.number(batch.generated);
  const requested = i18n.number(batch.count);
  return (
    <>
      <p>
        <Trans>
          Generating &lsquo;{description}&rsquo; stopped after {generated} of its {requested} codes. The file will hold
          only the codes that exist, and its name says how many.
        </Trans>
      </p>
      <p>
        <Trans>To finish the batch, resume its job from Jobs.</Trans>
      </p>
    </>
  );
}

/**
 * The voucher batches (staff-console §2 Vouchers page, §5) with their codes generated of requested,
 * their state and Export (CSV): refused while generating, and for a batch that stopped, after a
 * warning, only the codes made.
 */
export function VoucherBatchList({ serviceName }: { serviceName: (id: string) => string }) {
  const { i18n, t } = useLingui();
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
  if (batches.voucherBatches.length === 0)
    return (
      <p>
        <Trans>No voucher batches have been generated yet.</Trans>
      </p>
    );

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
        <Alert tone="warning" title={t`Only part of the batch was exported`} live>
          <p>{warning}</p>
        </Alert>
      ) : null}
      <PlainTable
        caption={t`Voucher batches, newest first`}
        rows={batches.voucherBatches}
        rowKey={(batch) => batch.id}
        columns={batchColumns(i18n, serviceName)}
        actions={(batch) => (
          <PageActionBar
            label={t`${ph({ description: batch.description })} actions`}
            busy={actions.busy}
            actions={[
              {
                key: `export:${batch.id}`,
                label: t`Export`,
                ariaLabel: t`Export ${ph({ description: batch.description })}`,
                onRun: () => (batch.state === 'failed' ? setPartial(batch) : void runExport(batch)),
              },
            ]}
          />
        )}
      />
      <ConfirmDialog
        open={partial !== null}
        title={t`Export a batch that stopped?`}
        confirmLabel={t`Export the codes made`}
        onConfirm={() => (partial ? void runExport(partial) : undefined)}
        onClose={() => setPartial(null)}
      >
        {partial ? <PartialBatch batch={partial} /> : null}
      </ConfirmDialog>
    </>
  );
}
