import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { AdminSchool } from '../../../../../shared/schemas/admin-schools';
import type { Job } from '../../../../../shared/schemas/jobs';
import {
  SCHOOL_MERGE_MESSAGES,
  type SchoolMergeLookup,
  type SchoolMergeSide,
} from '../../../../../shared/schemas/school-merge';
import { translated } from '../../../../../shared/i18n/text';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { JobProgress } from '../../../components/job-progress';
import { TextField } from '../../../components/text-field';
import { isApiRequestError } from '../../../lib/api-client';
import { SCHOOLS_KEY } from '../api/keys';
import { lookupSchoolMerge, mergeSchool } from '../api/school-merge';
import { THING_NAME } from './thing-name';
import styles from './school-merge-dialog.module.css';

function detailsOf(error: unknown): string[] {
  if (isApiRequestError(error)) return error.errors.map((entry) => entry.detail ?? error.message);
  return [i18n._(msg`Something went wrong`)];
}

function SchoolSide({ heading, side }: { heading: string; side: SchoolMergeSide }) {
  const { i18n, t } = useLingui();
  const { teachers, students, classes } = side;
  return (
    <section className={styles.side} aria-label={heading}>
      <h3>{heading}</h3>
      <dl>
        <dt>
          <Trans>Id</Trans>
        </dt>
        <dd>
          <bdi>{side.id}</bdi>
        </dd>
        <dt>{i18n._(THING_NAME)}</dt>
        <dd>{side.name}</dd>
        <dt>
          <Trans>City</Trans>
        </dt>
        <dd>{side.city ?? '—'}</dd>
        <dt>
          <Trans>Admins</Trans>
        </dt>
        <dd>{side.administrators.map((admin) => admin.name).join(', ') || t`None`}</dd>
        <dt>
          <Trans>Holds</Trans>
        </dt>
        <dd>
          <Trans>
            {teachers} teachers, {students} students, {classes} classes
          </Trans>
        </dd>
      </dl>
    </section>
  );
}

/** What the merge will do, once both schools are shown. */
function MergeWarning({ lookup }: { lookup: SchoolMergeLookup }) {
  const { name, teachers, students, classes } = lookup.remove;
  const keepName = lookup.keep.name;
  return (
    <Alert tone="warning">
      <p>
        <Trans>
          {name} will be deleted. Its {teachers} teachers, {students} students and {classes} classes move to {keepName}.
          This cannot be undone.
        </Trans>
      </p>
    </Alert>
  );
}

/**
 * The Merge modal (staff-console §2): the id of the school to delete, Lookup to see both schools,
 * then Merge, which is offered only once the lookup of that id is shown and the schools differ;
 * the job's progress follows in the same modal. Errors are listed in a danger alert.
 */
export function SchoolMergeDialog({ keep, onClose }: { keep: AdminSchool; onClose: () => void }) {
  const { t } = useLingui();
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
    if (!typed) return setProblem(translated(SCHOOL_MERGE_MESSAGES.deleteIdRequired));
    if (same) return setProblem(translated(SCHOOL_MERGE_MESSAGES.sameSchool));
    look.mutate({ params: { schoolId: keep.id }, query: { delete: typed } }, { onSuccess: setLookup });
  }

  const keepName = keep.name;
  const removedName = lookup?.remove.name;

  function merge() {
    setProblem(null);
    look.reset();
    merging.mutate({ params: { schoolId: keep.id }, body: { deleteSchoolId: typed } });
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title={t`Merge into ${keepName}`}
      footer={
        job ? (
          <Button onClick={onClose}>
            <Trans>Close</Trans>
          </Button>
        ) : (
          <>
            <Button variant="secondary" onClick={onClose}>
              <Trans>Cancel</Trans>
            </Button>
            <Button variant="danger" disabled={!looked || same} loading={busy && looked} onClick={merge}>
              <Trans>Merge</Trans>
            </Button>
          </>
        )
      }
    >
      <div className={styles.body}>
        {job ? (
          <JobProgress
            job={job}
            label={t`Merging the schools`}
            onFinished={() => void queryClient.invalidateQueries({ queryKey: SCHOOLS_KEY })}
            succeeded={
              <p>
                {removedName ? (
                  <Trans>
                    {removedName} was merged into {keepName} and deleted.
                  </Trans>
                ) : (
                  <Trans>The school was merged into {keepName} and deleted.</Trans>
                )}
              </p>
            }
          />
        ) : (
          <>
            <p>
              <Trans>
                Enter the id of the school to delete. Its teachers, students, classes, subscriptions, trials and imports
                move into {keepName}, then it is deleted.
              </Trans>
            </p>
            <form onSubmit={runLookup} noValidate>
              <TextField
                label={t`Id of the school to delete`}
                value={deleteId}
                onChange={(event) => setDeleteId(event.target.value)}
                autoComplete="off"
                action={
                  <Button type="submit" variant="secondary" loading={busy && !looked}>
                    <Trans>Lookup</Trans>
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
                  <SchoolSide heading={t`School to keep`} side={lookup.keep} />
                  <SchoolSide heading={t`School to delete`} side={lookup.remove} />
                </div>
                <MergeWarning lookup={lookup} />
              </>
            ) : null}
          </>
        )}
      </div>
    </Dialog>
  );
}
