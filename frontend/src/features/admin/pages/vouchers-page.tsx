import { ph } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { Job } from '../../../../../shared/schemas/jobs';
import { Button } from '../../../components/button';
import { DocumentTitle } from '../../../components/document-title';
import { JobProgress } from '../../../components/job-progress';
import { PageHeader } from '../../../components/page-header';
import { PageNotice } from '../../../components/page-notice';
import { isApiRequestError } from '../../../lib/api-client';
import { listServices } from '../../../lib/library';
import { usePageActions } from '../../../lib/use-page-actions';
import { generateVouchers, listVoucherBatches } from '../api/vouchers';
import { VoucherBatchList } from '../components/voucher-batch-list';
import { VoucherFields, VoucherServices } from '../components/voucher-fields';
import {
  EMPTY_VOUCHER_FORM,
  SERVER_FIELDS,
  voucherRequestOf,
  type VoucherFormErrors,
  type VoucherFormValues,
} from '../vouchers-form';
import styles from './vouchers-page.module.css';
import { tabPageLoader } from '../guards';

export const vouchersLoader = (queryClient: QueryClient) => async () => {
  await Promise.all([
    queryClient.ensureQueryData(listServices.queryOptions()),
    queryClient.ensureQueryData(listVoucherBatches.queryOptions()),
  ]);
  return null;
};

/** The API's refusals of the form's fields, on the fields they are about; null when none is. */
function fieldErrorsOf(error: unknown): VoucherFormErrors | null {
  if (!isApiRequestError(error)) return null;
  const fields: VoucherFormErrors = {};
  for (const [field, message] of Object.entries(error.fieldErrors)) {
    const own = SERVER_FIELDS[field];
    if (own) fields[own] = message;
  }
  return Object.keys(fields).length ? fields : null;
}

/**
 * The Vouchers tab (staff-console §2, §5): Generate Vouchers for the integrated apps that are not
 * free, the batch made by a job with a progress bar, and the batches with their Export.
 */
export function VouchersPage() {
  const { t } = useLingui();
  const services = listServices.useData();
  const batches = listVoucherBatches.useData();
  const generate = generateVouchers.useMutation();
  const queryClient = useQueryClient();
  const actions = usePageActions();
  const [values, setValues] = useState<VoucherFormValues>(EMPTY_VOUCHER_FORM);
  const [errors, setErrors] = useState<VoucherFormErrors>({});
  const [job, setJob] = useState<{ job: Job; description: string } | null>(null);
  const sold = services.filter((service) => service.integrated && !service.free);
  const set = <K extends keyof VoucherFormValues>(field: K, value: VoucherFormValues[K]) => {
    // A retailer is one of the chosen dealer's: another dealer leaves none chosen.
    setValues((current) => ({ ...current, [field]: value, ...(field === 'dealer' ? { retailer: '' } : {}) }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const serviceName = (id: string) => services.find((service) => service.id === id)?.name ?? id;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    actions.say(null);
    const made = voucherRequestOf(values);
    if ('errors' in made) {
      setErrors(made.errors);
      return;
    }
    setErrors({});
    const answer = await actions.run(
      'generate',
      async () => {
        try {
          return await generate.mutateAsync({ body: made.request });
        } catch (error) {
          // A refusal of fields is said on the fields, not above the button.
          const fields = fieldErrorsOf(error);
          if (!fields) throw error;
          setErrors(fields);
          return null;
        }
      },
      {
        failed: (reason, error) => (isApiRequestError(error) ? reason : t`The vouchers could not be generated.`),
      },
    );
    if (!answer) return;
    setJob({ job: answer.job, description: answer.voucherBatch.description });
    setValues(EMPTY_VOUCHER_FORM);
  };

  return (
    <>
      <DocumentTitle title={t`Vouchers | Admin Console`} />
      <PageHeader
        title={t`Vouchers`}
        description={t`Generate batches of vouchers (activation codes) for the integrated apps that are not free, and export them for shops.`}
      />
      <form
        className={styles.form}
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-labelledby="generate-heading"
      >
        <h2 id="generate-heading">
          <Trans>Generate Vouchers</Trans>
        </h2>
        <VoucherServices sold={sold} values={values} errors={errors} set={set} />
        <VoucherFields dealers={batches.dealers} values={values} errors={errors} set={set} />
        <PageNotice actions={actions} />
        <Button type="submit" loading={actions.isBusy('generate')}>
          <Trans>Generate</Trans>
        </Button>
      </form>
      {job ? (
        <JobProgress
          key={job.job.id}
          job={job.job}
          label={t`Generating ''${ph({ description: job.description })}''`}
          onFinished={() => void queryClient.invalidateQueries({ queryKey: listVoucherBatches.key() })}
          succeeded={
            <p>
              <Trans>The batch is ready: export it from the list below.</Trans>
            </p>
          }
        />
      ) : null}
      <section aria-labelledby="batches-heading">
        <h2 id="batches-heading">
          <Trans>Voucher batches</Trans>
        </h2>
        <VoucherBatchList serviceName={serviceName} />
      </section>
    </>
  );
}

/** The page's route: its loader after the console's and the tab's guards. */
export const route = (queryClient: QueryClient) => ({
  loader: tabPageLoader(queryClient, 'vouchers', vouchersLoader(queryClient)),
  Component: VouchersPage,
});
