import type { JobKindListing } from '../core/jobs/job-kinds';
import { DomainError } from '../../platform/errors';
import { reachableClass } from '../classes/class-access';

/**
 * A printed document on the Jobs list: its file's name, and the file, which the owner may download
 * while they still reach the class (as printing it asks), acting as another account included, as
 * the synchronous route allows.
 */
export const printJobListing: JobKindListing = {
  describe: ({ subject }) => subject['fileName'] ?? 'document.pdf',
  file: {
    defaultName: 'document.pdf',
    async refusal(user, record) {
      try {
        await reachableClass(user, record.subject['classGroupId'] ?? '');
        return null;
      } catch (error) {
        if (error instanceof DomainError) return error;
        throw error;
      }
    },
  },
};
