import type { JobKindListing } from '../core/jobs/job-kinds';

const day = (iso: string | undefined) => (iso ?? '').slice(0, 10);

/** Delete Inactive Students on the Jobs list: the students it deletes, by their last sign-in. */
export const inactiveStudentsJobListing: JobKindListing = {
  describe: ({ subject }) =>
    subject['trigger'] === 'schedule'
      ? `Students not signed in since ${day(subject['signedInBefore'])} (never signed in: made before ${day(subject['neverSignedInCreatedBefore'])})`
      : `Students not signed in since ${day(subject['signedInBefore'])}`,
};
