import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { Job } from '../../../../../shared/schemas/jobs';
import type { VoucherBatch, VoucherBatchState } from '../../../../../shared/schemas/vouchers';
import { Alert, ErrorAlert } from '../../../components/alert';
import { Badge, type BadgeTone } from '../../../components/badge';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Button } from '../../../components/button';
import { Checkbox } from '../../../components/checkbox';
import { DocumentTitle } from '../../../components/document-title';
import { JobProgress } from '../../../components/job-progress';
import { PageHeader } from '../../../components/page-header';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { isApiRequestError } from '../../../lib/api-client';
import { formatDayMonthYear } from '../../../lib/day-month-year';
import { listServices } from '../../../lib/library';
import { exportVoucherBatch, generateVouchers, listVoucherBatches } from '../api/vouchers';
import {
  EMPTY_VOUCHER_FORM,
  SERVER_FIELDS,
  voucherRequestOf,
  type VoucherFormErrors,
  type VoucherFormValues,
} from '../vouchers-form';
import styles from './vouchers-page.module.css';
import tableStyles from '../../../components/plain-table.module.css';
import { tabPageLoader } from '../guards';

export const vouchersLoader = (queryClient: QueryClient) => async () => {
  await Promise.all([
    queryClient.ensureQueryData(listServices.queryOptions()),
    queryClient.ensureQueryData(listVoucherBatches.queryOptions()),
  ]);
  return null;
};

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

function BatchList({ serviceName }: { serviceName: (id: string) => string }) {
  const batches = listVoucherBatches.useData();
  // The same read, again every second while a batch is generated (issue 31: its row shows the codes made).
  listVoucherBatches.useRead(undefined, {
    refetchInterval: (query) =>
      query.state.data?.voucherBatches.some((batch) => batch.state === 'generating') ? BATCHES_POLL_MS : false,
  });
  const [exporting, setExporting] = useState<string | null>(null);
  const [exportError, setExportError] = useState<Error | null>(null);
  const [exportWarning, setExportWarning] = useState<string | null>(null);
  const [partial, setPartial] = useState<VoucherBatch | null>(null);
  if (batches.voucherBatches.length === 0) return <p>No voucher batches have been generated yet.</p>;

  const runExport = (batch: VoucherBatch) => {
    setPartial(null);
    setExporting(batch.id);
    setExportError(null);
    setExportWarning(null);
    exportVoucherBatch(batch.id)
      .then(({ warning }) => setExportWarning(warning))
      .catch((error: unknown) => setExportError(error instanceof Error ? error : new Error('The export failed.')))
      .finally(() => setExporting(null));
  };

  return (
    <>
      {exportError ? <ErrorAlert error={exportError} /> : null}
      {exportWarning ? (
        <Alert tone="warning" title="Only part of the batch was exported" live>
          <p>{exportWarning}</p>
        </Alert>
      ) : null}
      <div className={tableStyles.tableWrap}>
        <table className={tableStyles.table}>
          <caption className="visually-hidden">Voucher batches, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Description</th>
              <th scope="col">Code</th>
              <th scope="col">Apps</th>
              <th scope="col">Codes generated</th>
              <th scope="col">State</th>
              <th scope="col">A claim gives</th>
              <th scope="col">Claims each</th>
              <th scope="col">Expiry</th>
              <th scope="col">Generated</th>
              <th scope="col">
                <span className="visually-hidden">Export</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {batches.voucherBatches.map((batch) => (
              <tr key={batch.id}>
                <td>{batch.description}</td>
                <td>{batch.code ?? '—'}</td>
                <td>{batch.services.map(serviceName).join(', ')}</td>
                <td>
                  {count(batch.generated)} of {count(batch.count)}
                </td>
                <td>
                  <Badge tone={BATCH_STATE[batch.state].tone}>{BATCH_STATE[batch.state].label}</Badge>
                </td>
                <td>{claimPeriod(batch)}</td>
                <td>{batch.maxClaims}</td>
                <td>{batch.expiry ? formatDayMonthYear(`${batch.expiry}T00:00:00.000Z`) : 'None'}</td>
                <td>{formatDayMonthYear(batch.createdAt)}</td>
                <td>
                  <Button
                    size="small"
                    variant="secondary"
                    loading={exporting === batch.id}
                    aria-label={`Export ${batch.description}`}
                    onClick={() => (batch.state === 'failed' ? setPartial(batch) : runExport(batch))}
                  >
                    Export
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ConfirmDialog
        open={partial !== null}
        title="Export a batch that stopped?"
        confirmLabel="Export the codes made"
        onConfirm={() => (partial ? runExport(partial) : undefined)}
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

/**
 * The Vouchers tab (staff-console §2, §5): Generate Vouchers for the integrated apps that are not
 * free, the batch made by a job with a progress bar, and the batches with their codes generated of
 * requested, their state and Export (CSV): refused while generating, and for a batch that stopped,
 * after a warning, only the codes made (issue 31).
 */
export function VouchersPage() {
  const services = listServices.useData();
  const batches = listVoucherBatches.useData();
  const generate = generateVouchers.useMutation();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<VoucherFormValues>(EMPTY_VOUCHER_FORM);
  const [errors, setErrors] = useState<VoucherFormErrors>({});
  const [job, setJob] = useState<{ job: Job; description: string } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const sold = services.filter((service) => service.integrated && !service.free);
  const dealers = batches.dealers;
  const retailers = dealers.flatMap((dealer) =>
    dealer.retailers.map((retailer) => ({ ...retailer, dealer: dealer.name })),
  );
  const set = <K extends keyof VoucherFormValues>(field: K, value: VoucherFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value, ...(field === 'retailer' && value ? { dealer: '' } : {}) }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const serviceName = (id: string) => services.find((service) => service.id === id)?.name ?? id;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const made = voucherRequestOf(values);
    if ('errors' in made) {
      setErrors(made.errors);
      return;
    }
    try {
      const answer = await generate.mutateAsync({ body: made.request });
      setJob({ job: answer.job, description: answer.voucherBatch.description });
      setValues(EMPTY_VOUCHER_FORM);
    } catch (error) {
      if (isApiRequestError(error)) {
        const fields: VoucherFormErrors = {};
        for (const [field, message] of Object.entries(error.fieldErrors)) {
          const own = SERVER_FIELDS[field];
          if (own) fields[own] = message;
        }
        setErrors(fields);
        setFailure(Object.keys(fields).length ? null : error.message);
      } else setFailure('The vouchers could not be generated.');
    }
  };

  return (
    <>
      <DocumentTitle title="Vouchers | Admin Console" />
      <PageHeader
        title="Vouchers"
        description="Generate batches of vouchers (activation codes) for the integrated apps that are not free, and export them for shops."
      />
      <form
        className={styles.form}
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-labelledby="generate-heading"
      >
        <h2 id="generate-heading">Generate Vouchers</h2>
        <fieldset className={styles.services} aria-describedby={errors.services ? 'services-error' : undefined}>
          <legend>Apps the vouchers open</legend>
          {sold.map((service) => (
            <Checkbox
              key={service.id}
              label={service.name}
              checked={values.services.includes(service.id)}
              onChange={(event) =>
                set(
                  'services',
                  event.target.checked
                    ? [...values.services, service.id]
                    : values.services.filter((id) => id !== service.id),
                )
              }
            />
          ))}
          {errors.services ? (
            <p id="services-error" className={styles.error} role="alert">
              {errors.services}
            </p>
          ) : null}
        </fieldset>
        <div className={styles.grid}>
          <TextField
            label="Count"
            inputMode="numeric"
            value={values.count}
            onChange={(event) => set('count', event.target.value)}
            error={errors.count}
          />
          <TextField
            label="Prefix"
            optional
            value={values.prefix}
            onChange={(event) => set('prefix', event.target.value)}
            error={errors.prefix}
            hint="Letters, digits and hyphens"
          />
          <TextField
            label="Random length"
            inputMode="numeric"
            value={values.randomLength}
            onChange={(event) => set('randomLength', event.target.value)}
            error={errors.randomLength}
            hint="At least 16"
          />
          <TextField
            label="Months"
            inputMode="numeric"
            optional
            value={values.months}
            onChange={(event) => set('months', event.target.value)}
            error={errors.months}
            hint="Ignored when days are given"
          />
          <TextField
            label="Days"
            inputMode="numeric"
            optional
            value={values.days}
            onChange={(event) => set('days', event.target.value)}
            error={errors.days}
          />
          <TextField
            label="Max claims"
            inputMode="numeric"
            value={values.maxClaims}
            onChange={(event) => set('maxClaims', event.target.value)}
            error={errors.maxClaims}
          />
          <TextField
            label="Expiry"
            optional
            placeholder="dd/mm/yyyy"
            value={values.expiry}
            onChange={(event) => set('expiry', event.target.value)}
            error={errors.expiry}
            hint="dd/mm/yyyy; blank for no expiry"
          />
          <TextField
            label="Description"
            value={values.description}
            onChange={(event) => set('description', event.target.value)}
            error={errors.description}
          />
          <TextField
            label="Batch code"
            optional
            value={values.code}
            onChange={(event) => set('code', event.target.value)}
            error={errors.code}
          />
          <SelectField
            label="Dealer"
            optional
            value={values.dealer}
            disabled={Boolean(values.retailer)}
            onChange={(event) => set('dealer', event.target.value)}
            error={errors.dealer}
          >
            <option value="">None</option>
            {dealers.map((dealer) => (
              <option key={dealer.id} value={dealer.id}>
                {dealer.name}
              </option>
            ))}
          </SelectField>
          <SelectField
            label="Retailer"
            optional
            value={values.retailer}
            disabled={retailers.length === 0}
            hint={retailers.length === 0 ? 'No retailers exist yet.' : 'Choosing a retailer clears the dealer.'}
            onChange={(event) => set('retailer', event.target.value)}
            error={errors.retailer}
          >
            <option value="">None</option>
            {retailers.map((retailer) => (
              <option key={retailer.id} value={retailer.id}>
                {retailer.name} ({retailer.dealer})
              </option>
            ))}
          </SelectField>
          <TextField
            label="E-mail view name"
            optional
            value={values.emailViewName}
            onChange={(event) => set('emailViewName', event.target.value)}
            error={errors.emailViewName}
            hint="The e-mail template sent with this batch's codes, if any."
          />
        </div>
        {failure ? (
          <Alert tone="danger" live>
            <p>{failure}</p>
          </Alert>
        ) : null}
        <Button type="submit" loading={generate.isPending}>
          Generate
        </Button>
      </form>
      {job ? (
        <JobProgress
          key={job.job.id}
          job={job.job}
          label={`Generating '${job.description}'`}
          onFinished={() => void queryClient.invalidateQueries({ queryKey: listVoucherBatches.key() })}
          succeeded={<p>The batch is ready: export it from the list below.</p>}
        />
      ) : null}
      <section aria-labelledby="batches-heading">
        <h2 id="batches-heading">Voucher batches</h2>
        <BatchList serviceName={serviceName} />
      </section>
    </>
  );
}

/** The page's route: its loader after the console's and the tab's guards. */
export const route = (queryClient: QueryClient) => ({
  loader: tabPageLoader(queryClient, 'vouchers', vouchersLoader(queryClient)),
  Component: VouchersPage,
});
