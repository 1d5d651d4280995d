import { dateFormatter } from '../../../../../shared/rules/date-format';
import { useState } from 'react';
import { paths } from '../../../config/paths';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { SchoolRole } from '../../../../../shared/import';
import type { Job } from '../../../../../shared/schemas/jobs';
import type { PastImport, UndoConflict } from '../../../../../shared/schemas/student-import';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { isApiRequestError } from '../../../lib/api-client';
import { TEACHER_KEY } from '../api/keys';
import { checkUndo, listImports, undoImport } from '../api/student-import';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ImportSummaryList } from './apply-step';
import { JobProgress } from '../../../components/job-progress';
import { TableScroll } from '../../../components/table-scroll';
import tableStyles from '../../../components/plain-table.module.css';
import styles from './student-import.module.css';
import { canOfferUndo, roleWording } from './wizard-steps';

const STATE_LABELS: Record<PastImport['state'], string> = {
  applying: 'Applying',
  applied: 'Applied',
  failed: 'Stopped before it finished',
  undoing: 'Undoing',
  undone: 'Undone',
};

const whenFormat = dateFormatter('en-AU', { dateStyle: 'medium', timeStyle: 'short' });
const when = (at: string) => whenFormat.format(new Date(at));

interface UndoAsk {
  pastImport: PastImport;
  conflicts: UndoConflict[];
}

/** The school's imports of the last 30 days, each with Undo while it can be undone. */
function PastImports({ schoolId }: { schoolId: string }) {
  const queryClient = useQueryClient();
  const { data, error } = listImports.useRead({ params: { schoolId } });
  const check = checkUndo.useMutation();
  const undo = undoImport.useMutation();
  const [asking, setAsking] = useState<UndoAsk | null>(null);
  const [undoJob, setUndoJob] = useState<Job | null>(null);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: TEACHER_KEY });
  const checking = check.isPending ? check.variables.params.importId : null;
  const undoError = check.error
    ? isApiRequestError(check.error)
      ? check.error.message
      : 'The import could not be checked.'
    : undo.error
      ? isApiRequestError(undo.error)
        ? undo.error.message
        : 'The import could not be undone.'
      : null;

  function askUndo(pastImport: PastImport) {
    undo.reset();
    check.mutate(
      { params: { schoolId, importId: pastImport.id } },
      { onSuccess: ({ conflicts }) => setAsking({ pastImport, conflicts }) },
    );
  }

  function confirmUndo() {
    if (!asking) return;
    undo.mutate(
      { params: { schoolId, importId: asking.pastImport.id }, body: { confirmConflicts: asking.conflicts.length > 0 } },
      {
        onSuccess: (answer) => setUndoJob(answer.job),
        onSettled: () => setAsking(null),
      },
    );
  }

  if (error) return <p role="alert">Error: {error.message}</p>;
  if (!data) return <p role="status">Loading past imports…</p>;
  const now = new Date();
  return (
    <section aria-labelledby="past-imports">
      <h2 id="past-imports">Past imports (last 30 days)</h2>
      {undoError ? <p role="alert">Error: {undoError}</p> : null}
      {undoJob ? (
        <JobProgress
          job={undoJob}
          label="Undoing the import"
          onFinished={refresh}
          succeeded={<p>The import has been undone.</p>}
        />
      ) : null}
      {data.imports
        .filter(
          (pastImport) =>
            (pastImport.state === 'applying' || pastImport.state === 'undoing') && pastImport.jobId !== undoJob?.id,
        )
        .map((pastImport) => (
          <JobProgress
            key={pastImport.jobId}
            job={{ id: pastImport.jobId }}
            label={`${pastImport.state === 'applying' ? 'Applying' : 'Undoing'} the import of ${when(pastImport.at)}`}
            onFinished={refresh}
          />
        ))}
      {data.imports.length === 0 ? (
        <p>No imports in the last 30 days.</p>
      ) : (
        <TableScroll className={tableStyles.tableWrap} label="Past imports">
          <table className={styles.table}>
            <caption className="visually-hidden">Past imports</caption>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Who</th>
                <th scope="col">Of</th>
                <th scope="col">Summary</th>
                <th scope="col">State</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.imports.map((pastImport) => (
                <tr key={pastImport.id}>
                  <td>{when(pastImport.at)}</td>
                  <td>{pastImport.by.name}</td>
                  <td>{roleWording(pastImport.schoolRole).People}</td>
                  <td>
                    {pastImport.summary.createdCount} new, {pastImport.summary.matchedCount} matched,{' '}
                    {pastImport.summary.mergedCount} merged, {pastImport.summary.deletedCount} deleted;{' '}
                    {pastImport.summary.totalAfterImport} after
                  </td>
                  <td>{STATE_LABELS[pastImport.state]}</td>
                  <td>
                    {canOfferUndo(pastImport, now) ? (
                      <Button
                        variant="secondary"
                        size="small"
                        loading={checking === pastImport.id}
                        onClick={() => askUndo(pastImport)}
                        aria-label={`Undo the import of ${when(pastImport.at)}`}
                      >
                        Undo
                      </Button>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      <ConfirmDialog
        open={asking !== null}
        title="Undo this import?"
        confirmLabel={asking && asking.conflicts.length > 0 ? 'Undo the rest' : 'Undo Import'}
        busy={undo.isPending}
        onConfirm={confirmUndo}
        onClose={() => setAsking(null)}
      >
        {asking ? (
          <>
            <p>
              Undoing restores the accounts, class memberships and classes as they were before the import of{' '}
              {when(asking.pastImport.at)}: accounts it created are deleted ({asking.pastImport.summary.createdCount}),
              merged and deleted accounts come back.
            </p>
            <ImportSummaryList summary={asking.pastImport.summary} />
            {asking.conflicts.length > 0 ? (
              <Alert tone="warning" title="Changed since the import">
                <p>
                  These have changed since the import and will be left as they are; the rest of the import is undone.
                </p>
                <ul>
                  {asking.conflicts.map((conflict) => (
                    <li key={`${conflict.kind}/${conflict.id}`}>
                      {conflict.kind === 'class' ? 'Class' : 'Account'} {conflict.name}: {conflict.change}
                    </li>
                  ))}
                </ul>
              </Alert>
            ) : null}
          </>
        ) : null}
      </ConfirmDialog>
    </section>
  );
}

/** The intro: what the SMART Tool does, Start, and the school's past imports. */
export function IntroStep({ schoolId, role, onStart }: { schoolId: string; role: SchoolRole; onStart: () => void }) {
  const words = roleWording(role);
  return (
    <>
      <p>
        The SMART Tool (Student Management And Rollover Tool) brings your school's {words.people} up to date from a file
        of your school's management system: it matches the file with the {words.accounts} you have, creates new ones,
        and can delete those who have left and rebuild your classes for the new year. Nothing changes until you press
        Save &amp; Apply on the last page, and an import can be undone for 30 days.
      </p>
      <div>
        <Button onClick={onStart}>Start</Button>
      </div>
      <p>
        {role === 'teacher' ? (
          <Link to={paths.teacher.studentImport.getHref(schoolId)}>Import students instead</Link>
        ) : (
          <Link to={paths.teacher.studentImport.getHref(schoolId, { 'school-role': 'teacher' })}>
            Import teachers instead
          </Link>
        )}
      </p>
      <PastImports schoolId={schoolId} />
    </>
  );
}
