import type { JobKindListing } from '../core/jobs/job-kinds';

/** Delete Students on the Jobs list: how many students, of which school. */
export const studentsDeleteJobListing: JobKindListing = {
  describe: ({ subject }, { school }) => {
    const count = (subject['studentIds'] ?? '').split(',').filter(Boolean).length;
    return `${count === 1 ? '1 student' : `${count} students`} of ${school(subject['schoolId'])}`;
  },
};
