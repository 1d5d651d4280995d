import { getImport } from '../../data/student-imports';
import type { JobKindListing } from '../core/jobs/job-kinds';

/** A SMART Tool import, or its undo, on the Jobs list: whose accounts (teachers or students), of which school. */
export const schoolImportJobListing: JobKindListing = {
  async describe({ subject }, { school }) {
    const found = await getImport(subject['importId'] ?? '');
    const who = found?.schoolRole === 'teacher' ? 'Teachers' : 'Students';
    return `${who} of ${school(subject['schoolId'])}`;
  },
};
