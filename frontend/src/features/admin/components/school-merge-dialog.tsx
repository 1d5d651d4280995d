import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { AdminSchool } from '../../../../../shared/schemas/admin-schools';
import type { Job } from '../../../../../shared/schemas/jobs';
import {
  SCHOOL_MERGE_MESSAGES,
  type SchoolMergeLookup,
  type SchoolMergeSide,
} from '../../../../../shared/schemas/school-merge';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { JobProgress } from '../../../components/job-progress';
import { TextField } from '../../../components/text-field';
import { isApiRequestError } from '../../../lib/api-client';
import { SCHOOLS_KEY } from '../api/keys';
import { lookupSchoolMerge, mergeSchool } from '../api/school-merge';
import styles from './school-merge-dialog.module.css';

function detailsOf(error: unknown): string[] {
  if (isApiRequestError(error)) return error.errors.map((entry) => entry.detail ?? error.message);
  return ['Something went wrong'];
}

function SchoolSide({ heading, side }: { heading: string; side: SchoolMergeSide }) {
  return (
    <section className={styles.side} aria-label={heading}>
      <h3>{heading}</h3>
      <dl>
        <dt>Id</dt>
        <dd>{side.id}</dd>
        <dt>Name</dt>
        <dd>{side.name}</dd>
        <dt>City</dt>
        <dd>{side.city ?? '—'}</dd>
        <dt>Admins</dt>
        <dd>{side.administrators.map((admin) => admin.name).join(', ') || 'None'}</dd>
        <dt>Holds</dt>
        <dd>
          {side.teachers} teachers, {side.students} students, {side.classes} classes
        </dd>
      </dl>
    </section>
  );
}

/**
 * The Merge modal (staff-console §2): the id of the school to delete, Lookup to see both schools,
 * then Merge, which is offered only once the lookup of that id is shown and the schools differ;
 * the job's progress follows in the same modal. Errors are listed in a danger alert.
 */
export function SchoolMergeDialog({ keep, onClose }: { keep: AdminSchool; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [deleteId, setDeleteId] = useState('');
  const [lookup, setLookup] = useState<SchoolMergeLookup | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const look = lookupSchoolMerge.useMutation();
  const merging = mergeSchool.useMutation();
  const failed = look.error ?? merging.error;
  const errors = problem ? [problem] : failed ? detailsOf(failed) : [];
  const busy = look.isPending || merging.isPending;
  const job: Job | null = merging.data?.job ?? null;
  const typed = deleteId.trim();
  const same = typed === keep.id;
  const looked = lookup !== null && lookup.remove.id === typed;

  function runLookup(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    merging.reset();
    look.reset();
    setLookup(null);
    if (!typed) return setProblem(SCHOOL_MERGE_MESSAGES.deleteIdRequired);
    if (same) return setProblem(SCHOOL_MERGE_MESSAGES.sameSchool);
    look.mutate({ params: { schoolId: keep.id }, query: { delete: typed } }, { onSuccess: setLookup });
  }

  function merge() {
    setProblem(null);
    look.reset();
    merging.mutate({ params: { schoolId: keep.id }, body: { deleteSchoolId: typed } });
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title={`Merge into ${keep.name}`}
      footer={
        job ? (
          <Button onClick={onClose}>Close</Button>
        ) : (
          <>
            <Button variant="secondary" onClick={onClose}>
              Cancel
            </Button>
            <Button variant="danger" disabled={!looked || same} loading={busy && looked} onClick={merge}>
              Merge
            </Button>
          </>
        )
      }
    >
      <div className={styles.body}>
        {job ? (
          <JobProgress
            job={job}
            label="Merging the schools"
            onFinished={() => void queryClient.invalidateQueries({ queryKey: SCHOOLS_KEY })}
            succeeded={
              <p>
                {lookup?.remove.name ?? 'The school'} was merged into {keep.name} and deleted.
              </p>
            }
          />
        ) : (
          <>
            <p>
              Enter the id of the school to delete. Its teachers, students, classes, subscriptions, trials and imports
              move into {keep.name}, then it is deleted.
            </p>
            <form onSubmit={runLookup} noValidate>
              <TextField
                label="Id of the school to delete"
                value={deleteId}
                onChange={(event) => setDeleteId(event.target.value)}
                autoComplete="off"
                action={
                  <Button type="submit" variant="secondary" loading={busy && !looked}>
                    Lookup
                  </Button>
                }
              />
            </form>
            {errors.length > 0 ? (
              <Alert tone="danger" live>
                <ul>
                  {errors.map((error) => (
                    <li key={error}>{error}</li>
                  ))}
                </ul>
              </Alert>
            ) : null}
            {lookup && looked ? (
              <>
                <div className={styles.sides}>
                  <SchoolSide heading="School to keep" side={lookup.keep} />
                  <SchoolSide heading="School to delete" side={lookup.remove} />
                </div>
                <Alert tone="warning">
                  <p>
                    {lookup.remove.name} will be deleted. Its {lookup.remove.teachers} teachers,{' '}
                    {lookup.remove.students} students and {lookup.remove.classes} classes move to {lookup.keep.name}.
                    This cannot be undone.
                  </p>
                </Alert>
              </>
            ) : null}
          </>
        )}
      </div>
    </Dialog>
  );
}
