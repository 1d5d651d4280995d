import type { JobKindListing } from '../core/jobs/job-kinds';

/** A data sync on the Jobs list: the school it brings up to date. */
export const dataSyncJobListing: JobKindListing = {
  describe: ({ subject }, { school }) => `${school(subject['schoolId'])} from its data source`,
};
