import { useState } from 'react';
import type { Job } from '../../../../../shared/schemas/jobs';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { JobProgress } from '../../../components/job-progress';
import { isApiRequestError } from '../../../lib/api-client';
import { downloadJobFile } from '../../../lib/jobs';

/** Export record's job (a subject access request): its progress, then the student's ZIP to save. Jobs finds it again. */
export function RecordExport({ job, name }: { job: Job; name: string }) {
  const [downloading, setDownloading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const download = () => {
    setDownloading(true);
    setFailure(null);
    downloadJobFile(job.id)
      .catch((error: unknown) =>
        setFailure(isApiRequestError(error) ? error.message : 'The file could not be downloaded.'),
      )
      .finally(() => setDownloading(false));
  };
  return (
    <>
      <JobProgress
        key={job.id}
        job={job}
        label={`Preparing ${name}'s record`}
        succeeded={
          <Button variant="secondary" loading={downloading} onClick={download}>
            Save {name}'s record (ZIP)
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
