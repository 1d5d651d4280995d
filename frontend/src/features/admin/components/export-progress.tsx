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
  const [file, setFile] = useState<{ url: string; fileName: string } | null>(null);
  // A part of its page: the page says the notice it arrived with.
  const actions = usePageActions({ ownsPageNotice: false });
  return (
    <>
      <JobProgress
        job={job}
        label={label}
        onFinished={(finished) => {
          if (finished.status !== 'succeeded') return;
          void actions.run('file', () => fileOf(finished.id).then(setFile), {
            failed: (reason, error) => (isApiRequestError(error) ? reason : 'The file could not be found.'),
          });
        }}
        succeeded={
          file ? (
            <a className={buttonClassName('primary')} href={file.url} download={file.fileName}>
              Download {file.fileName}
            </a>
          ) : (
            <p>Preparing the download link…</p>
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
  fallback = 'The download could not be started.',
) {
  const { error } = start;
  const fieldErrors = isApiRequestError(error) ? error.fieldErrors : {};
  const refusedFields = Object.keys(fieldErrors).length > 0;
  const failure = !error || refusedFields ? null : isApiRequestError(error) ? error.message : fallback;
  return { job: start.data?.job ?? null, failure, fieldErrors, busy: start.isPending };
}
