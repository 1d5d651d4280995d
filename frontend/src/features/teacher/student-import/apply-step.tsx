import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useQueryClient } from '@tanstack/react-query';
import { applyStudentIdErrors, buildApplyRequest, computeImportSummary } from '../../../../../shared/import';
import type { ClassReviewChoices, ImportSummary, ImportTableState, SchoolRole } from '../../../../../shared/import';
import type { Job } from '../../../../../shared/schemas/jobs';
import { Button } from '../../../components/button';
import { isApiRequestError } from '../../../lib/api-client';
import { TEACHER_KEY } from '../api/keys';
import { applyImport } from '../api/student-import';
import { JobProgress } from '../../../components/job-progress';
import styles from './student-import.module.css';
import { ErrorLines } from './error-lines';
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
  const apply = applyImport.useMutation();
  const summary = computeImportSummary(state);
  const words = roleWording(role);
  const schoolId = state.context.schoolId;

  const request = buildApplyRequest(state, choices);
  // Rows that would create a student with a Student ID the school already has: fixed on the match page or in the file.
  const studentIdErrors = applyStudentIdErrors(state, request);

  const failure = apply.error;
  const errors = failure
    ? isApiRequestError(failure)
      ? failure.errors.length > 0
        ? failure.errors.map((each) => each.detail)
        : [`${failure.status} ${failure.message}`]
      : ['The import could not be started.']
    : [];

  function saveAndApply() {
    const requestId = crypto.randomUUID();
    apply.mutate(
      {
        params: { schoolId },
        query: { 'school-role': role },
        body: { ...request, requestId, summary },
      },
      { onSuccess: (answer) => onStarted(answer.job) },
    );
  }

  return (
    <>
      <ImportSummaryList summary={summary} />
      <p>Applying may take several minutes.</p>
      {job ? (
        <JobProgress
          job={job}
          label="Applying the import"
          onFinished={() => void queryClient.invalidateQueries({ queryKey: TEACHER_KEY })}
          succeeded={
            <p>
              The {words.people} have been imported.{' '}
              <Link to={paths.teacher.manageClasses.getHref(schoolId)}>Manage Classes</Link>
            </p>
          }
        />
      ) : (
        <Button onClick={saveAndApply} loading={apply.isPending} disabled={studentIdErrors.length > 0}>
          Save &amp; Apply
        </Button>
      )}
      <ErrorLines errors={[...studentIdErrors, ...errors]} />
    </>
  );
}
