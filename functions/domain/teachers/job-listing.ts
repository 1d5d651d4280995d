import type { JobKindListing } from '../core/jobs/job-kinds';

/** Import Teachers on the Jobs list: the file, and the school it adds teachers to. */
export const teachersImportJobListing: JobKindListing = {
  describe: ({ subject }, { school }) => `${subject['fileName'] ?? 'A file'} into ${school(subject['schoolId'])}`,
};
