import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { Job } from '../../../../../shared/schemas/jobs';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { JobProgress } from '../../../components/job-progress';
import { isApiRequestError } from '../../../lib/api-client';
import { downloadJobFile } from '../../../lib/jobs';

/** A job of the class page that leaves a file: what its progress is called, and its download button. */
export interface FileJob {
  job: Job;
  /** The progress bar's name, e.g. "Preparing Mia's record". */
  label: string;
  /** The button that saves the file once it is made, e.g. "Save Mia's record (ZIP)". */
  saveLabel: string;
}

/**
 * A class page job that makes a file (Export record's ZIP, a large class's login cards or home
 * letters): its progress, then its file to save. Jobs finds it again.
 */
export function JobFile({ job, label, saveLabel }: FileJob) {
  const { t } = useLingui();
  const [downloading, setDownloading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const download = () => {
    setDownloading(true);
    setFailure(null);
    downloadJobFile(job.id)
      .catch((error: unknown) =>
        setFailure(isApiRequestError(error) ? error.message : t`The file could not be downloaded.`),
      )
      .finally(() => setDownloading(false));
  };
  return (
    <>
      <JobProgress
        key={job.id}
        job={job}
        label={label}
        succeeded={
          <Button variant="secondary" loading={downloading} onClick={download}>
            {saveLabel}
          </Button>
        }
      />
      {failure ? (
        <Alert tone="danger" live>
          <p>{failure}</p>
        </Alert>
      ) : null}
    </>
  );
}
