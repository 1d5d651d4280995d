import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useQueryClient } from '@tanstack/react-query';
import { buildApplyRequest, computeImportSummary, sharedStudentIds } from '../../../../../shared/import';
import type { SharedStudentId } from '../../../../../shared/import';
import type { ClassReviewChoices, ImportSummary, ImportTableState, SchoolRole } from '../../../../../shared/import';
import type { Job } from '../../../../../shared/schemas/jobs';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { isApiRequestError } from '../../../lib/api-client';
import { TEACHER_KEY } from '../api/keys';
import { applyImport } from '../api/student-import';
import { JobProgress } from '../../../components/job-progress';
import styles from './student-import.module.css';
import { ErrorLines } from './error-lines';

const SUMMARY_LABELS: Record<keyof ImportSummary, MessageDescriptor> = {
  createdCount: msg`New accounts`,
  matchedCount: msg`Matched`,
  mergedCount: msg`Merged`,
  retainedCount: msg`Retained`,
  deletedCount: msg`Deleted`,
  totalAfterImport: msg`Total after import`,
};

export function ImportSummaryList({ summary }: { summary: ImportSummary }) {
  const { i18n } = useLingui();
  return (
    <dl className={styles.summary}>
      {(Object.keys(SUMMARY_LABELS) as Array<keyof ImportSummary>).map((key) => (
        <div key={key}>
          <dt>{i18n._(SUMMARY_LABELS[key])}</dt>
          <dd>{summary[key]}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * Who shares a Student ID once the import is applied: a warning only (school-and-family §5), so the
 * summary names them and Save & Apply stays open.
 */
function SharedStudentIds({ shared }: { shared: readonly SharedStudentId[] }) {
  const { t } = useLingui();
  if (shared.length === 0) return null;
  return (
    <Alert tone="warning" title={t`Students who will share a Student ID`}>
      <ul className={styles.sharedIds}>
        {shared.map((group) => (
          <li key={group.schoolKey}>
            {group.schoolKey}: {group.names.join(', ')}
          </li>
        ))}
      </ul>
    </Alert>
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
  const { t } = useLingui();
  const schoolId = state.context.schoolId;

  const request = buildApplyRequest(state, choices);
  const shared = sharedStudentIds(state, request);

  const failure = apply.error;
  const errors = failure
    ? isApiRequestError(failure)
      ? failure.errors.length > 0
        ? failure.errors.map((each) => each.detail)
        : [`${failure.status} ${failure.message}`]
      : [t`The import could not be started.`]
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
      <SharedStudentIds shared={shared} />
      <p>
        <Trans>Applying may take several minutes.</Trans>
      </p>
      {job ? (
        <JobProgress
          job={job}
          label={t`Applying the import`}
          onFinished={() => void queryClient.invalidateQueries({ queryKey: TEACHER_KEY })}
          succeeded={
            <p>
              {role === 'teacher' ? (
                <Trans>The teachers have been imported.</Trans>
              ) : (
                <Trans>The students have been imported.</Trans>
              )}{' '}
              <Link to={paths.teacher.manageClasses.getHref(schoolId)}>
                <Trans>Manage Classes</Trans>
              </Link>
            </p>
          }
        />
      ) : (
        <Button onClick={saveAndApply} loading={apply.isPending}>
          <Trans>Save &amp; Apply</Trans>
        </Button>
      )}
      <ErrorLines errors={errors} />
    </>
  );
}
