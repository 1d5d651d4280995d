import { useState } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { buildApplyRequest, computeImportSummary } from '../../../../../shared/import';
import type { ClassReviewChoices, ImportSummary, ImportTableState, SchoolRole } from '../../../../../shared/import';
import type { Job } from '../../../../../shared/schemas/jobs';
import { Button } from '../../../components/button';
import { isApiRequestError } from '../../../lib/api-client';
import { teacherKeys } from '../api/queries';
import { schoolSectionHref } from '../school-sections';
import { applyImport, importKeys } from './api';
import { JobProgress } from '../../../components/job-progress';
import styles from './student-import.module.css';
import { roleWording } from './wizard-steps';

const SUMMARY_LABELS: Record<keyof ImportSummary, string> = {
  createdCount: 'New accounts',
  matchedCount: 'Matched',
  mergedCount: 'Merged',
  retainedCount: 'Retained',
  deletedCount: 'Deleted',
  totalAfterImport: 'Total after import',
};

export function ImportSummaryList({ summary }: { summary: ImportSummary }) {
  return (
    <dl className={styles.summary}>
      {(Object.keys(SUMMARY_LABELS) as Array<keyof ImportSummary>).map((key) => (
        <div key={key}>
          <dt>{SUMMARY_LABELS[key]}</dt>
          <dd>{summary[key]}</dd>
        </div>
      ))}
    </dl>
  );
}

interface ApplyStepProps {
  state: ImportTableState;
  role: SchoolRole;
  choices: ClassReviewChoices;
  job: Job | null;
  onStarted: (job: Job) => void;
}

/**
 * 'Ready To Apply': the summary, then Save & Apply (never retried; its request id is drawn once
 * per press, so the server answers a repeat with the same import), then the job's progress.
 */
export function ApplyStep({ state, role, choices, job, onStarted }: ApplyStepProps) {
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const summary = computeImportSummary(state);
  const words = roleWording(role);
  const schoolId = state.context.schoolId;

  async function saveAndApply() {
    setBusy(true);
    setError(null);
    const requestId = crypto.randomUUID();
    try {
      const answer = await applyImport(schoolId, role, { ...buildApplyRequest(state, choices), requestId, summary });
      onStarted(answer.job);
      void queryClient.invalidateQueries({ queryKey: importKeys.pastImports(schoolId) });
    } catch (failure) {
      setError(isApiRequestError(failure) ? (failure.generalMessages[0] ?? `${failure.status} ${failure.message}`) : 'The import could not be started.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <ImportSummaryList summary={summary} />
      <p>Applying may take several minutes.</p>
      {job ? (
        <JobProgress
          job={job}
          label="Applying the import"
          onFinished={() => void queryClient.invalidateQueries({ queryKey: teacherKeys.all })}
          succeeded={
            <p>
              The {words.people} have been imported. <Link to={schoolSectionHref(schoolId, 'class-groups')}>Manage Classes</Link>
            </p>
          }
        />
      ) : (
        <Button onClick={() => void saveAndApply()} loading={busy}>
          Save &amp; Apply
        </Button>
      )}
      {error ? (
        <p role="alert">Error: {error}</p>
      ) : null}
    </>
  );
}
