import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { Job } from '../../../../../shared/schemas/jobs';
import { buttonClassName } from '../../../components/button';
import { JobProgress } from '../../../components/job-progress';
import { PageNotice } from '../../../components/page-notice';
import { isApiRequestError } from '../../../lib/api-client';
import { usePageActions } from '../../../lib/use-page-actions';

interface ExportProgressProps {
  job: Job;
  label: string;
  /** The finished export's link (a short-lived S3 presigned URL in AWS). */
  fileOf: (jobId: string) => Promise<{ url: string; fileName: string }>;
}

/**
 * An export job (ARCHITECTURE 'Jobs and progress'): its progress bar, then a link to download the
 * file. The link is asked for once the job has finished, and lasts a few minutes.
 */
export function ExportProgress({ job, label, fileOf }: ExportProgressProps) {
  const { t } = useLingui();
  const [file, setFile] = useState<{ url: string; fileName: string } | null>(null);
  // A part of its page: the page says the notice it arrived with.
  const actions = usePageActions({ ownsPageNotice: false });
  const fileName = file?.fileName;
  return (
    <>
      <JobProgress
        job={job}
        label={label}
        onFinished={(finished) => {
          if (finished.status !== 'succeeded') return;
          void actions.run('file', () => fileOf(finished.id).then(setFile), {
            failed: (reason, error) => (isApiRequestError(error) ? reason : t`The file could not be found.`),
          });
        }}
        succeeded={
          file && fileName ? (
            <a className={buttonClassName('primary')} href={file.url} download={fileName}>
              <Trans>
                Download <bdi>{fileName}</bdi>
              </Trans>
            </a>
          ) : (
            <p>
              <Trans>Preparing the download link…</Trans>
            </p>
          )
        }
      />
      <PageNotice actions={actions} />
    </>
  );
}

/** An export's start as the page shows it: its job, its failure, or the fields the API refused. */
export function exportStart(
  start: { data?: { job: Job }; error: Error | null; isPending: boolean },
  fallback?: string,
) {
  const { error } = start;
  const fieldErrors = isApiRequestError(error) ? error.fieldErrors : {};
  const refusedFields = Object.keys(fieldErrors).length > 0;
  const failure =
    !error || refusedFields
      ? null
      : isApiRequestError(error)
        ? error.message
        : (fallback ?? i18n._(msg`The download could not be started.`));
  return { job: start.data?.job ?? null, failure, fieldErrors, busy: start.isPending };
}
