import { DATA_LINK_MESSAGES } from '../../../shared/schemas/data-link';
import { EXPORT_MESSAGES } from '../../../shared/schemas/exports';
import { USER_CHECK_MESSAGES } from '../../../shared/schemas/user-checks';
import { SCHOOL_MERGE_MESSAGES } from '../../../shared/schemas/school-merge';
import { VOUCHER_MESSAGES } from '../../../shared/schemas/vouchers';
import { STUDENT_IMPORT_MESSAGES } from '../../../shared/schemas/student-import';
import { resumeOwnJob } from '../../domain/jobs/job-work';
import { defineHandler, signedInUser } from '../../http/http-handler';
import { jobsRoutes } from './routes';

/** What the owner of each kind of job is told when a resumed job cannot be started. */
const FAILURE_MESSAGES = {
  'import-apply': STUDENT_IMPORT_MESSAGES.applyFailed,
  'import-undo': STUDENT_IMPORT_MESSAGES.undoFailed,
  'voucher-generate': VOUCHER_MESSAGES.generationFailed,
  'school-merge': SCHOOL_MERGE_MESSAGES.mergeFailed,
  'data-sync': DATA_LINK_MESSAGES.syncFailed,
  export: EXPORT_MESSAGES.failed,
  'inactive-students': USER_CHECK_MESSAGES.deletionFailed,
} as const;

export const handler = defineHandler(jobsRoutes.resumeJob, async (input) => ({ job: await resumeOwnJob(signedInUser(input), input.params.jobId, FAILURE_MESSAGES) }));
