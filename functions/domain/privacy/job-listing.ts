import { JOB_LIST_MESSAGES } from '../../../shared/schemas/jobs';
import { PRIVACY_MESSAGES } from '../../../shared/schemas/privacy';
import { ForbiddenError } from '../../platform/errors';
import type { JobKindListing } from '../core/jobs/job-kinds';
import { mayTakeDataExport } from './data-export';

/**
 * A person's data on the Jobs list: whose, and its ZIP, which the owner may download while they
 * may still read that person's data (the child's parent, the school's administrator), never while
 * acting as another account.
 */
export const dataExportJobListing: JobKindListing = {
  describe: ({ subject }) => `${subject['personName'] ?? 'A person'}'s data: ${subject['fileName'] ?? 'data.zip'}`,
  file: {
    defaultName: 'data.zip',
    async refusal(user, record, acting) {
      if (acting) return new ForbiddenError(PRIVACY_MESSAGES.actingAsAnother);
      if (!(await mayTakeDataExport(user, record))) return new ForbiddenError(JOB_LIST_MESSAGES.noPermission);
      return null;
    },
  },
};
