import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { EXPORT_FILE_DAYS, type Job } from '../../../../../shared/schemas/jobs';
import { Button } from '../../../components/button';
import { JobProgress } from '../../../components/job-progress';
import { PageNotice } from '../../../components/page-notice';
import { downloadJobFile, jobFileFailure } from '../../../lib/jobs';
import { usePageActions } from '../../../lib/use-page-actions';
import { startChildDataExport } from '../api/children';
import styles from './family.module.css';

/** 'Download {name}'s data': starts the job, shows its progress, then offers the file. */
export function ChildDataDownload({ childId, name }: { childId: string; name: string }) {
  const { t } = useLingui();
  const days = EXPORT_FILE_DAYS;
  const start = startChildDataExport.useMutation();
  const [job, setJob] = useState<Job | null>(null);
  // A failure speaks of the job it was about: a new job leaves it behind.
  const actions = usePageActions({ about: job?.id ?? null, ownsPageNotice: false });
  const label = t`Download ${name}'s data`;

  const startExport = async () => {
    const answer = await actions.run('start', () => start.mutateAsync({ params: { childId } }));
    if (answer) setJob(answer.job);
  };
  const download = (jobId: string) =>
    void actions.run('download', () => downloadJobFile(jobId), {
      failed: jobFileFailure,
    });

  return (
    <div className={styles.download}>
      <p>
        <Trans>
          A ZIP file with everything on this page: a JSON file for each kind of record, a spreadsheet (CSV) of each
          list, and README.txt saying what each file holds. The file is kept for {days} days; Jobs finds it again.
        </Trans>
      </p>
      <Button variant="primary" loading={actions.isBusy('start')} onClick={() => void startExport()}>
        {label}
      </Button>
      <PageNotice actions={actions} />
      {job ? (
        <JobProgress
          key={job.id}
          job={job}
          label={t`Preparing ${name}'s data`}
          succeeded={
            <Button variant="secondary" loading={actions.isBusy('download')} onClick={() => download(job.id)}>
              <Trans>Save the ZIP file</Trans>
            </Button>
          }
        />
      ) : null}
    </div>
  );
}
