import type { JobKindListing } from '../core/jobs/job-kinds';

/** A school merge on the Jobs list: the school removed, and the one it joins. */
export const schoolMergeJobListing: JobKindListing = {
  describe: ({ subject }, { school }) =>
    `${school(subject['deleteSchoolId'])} merged into ${school(subject['keepSchoolId'])}`,
};
