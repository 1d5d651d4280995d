import { exportJobListing } from '../core/exports/job-listing';
import type { JobKindRegistry } from '../core/jobs/job-kinds';
import { dataSyncJobListing } from '../data-link/job-listing';
import { dataExportJobListing } from '../privacy/job-listing';
import { schoolMergeJobListing } from '../school-merge/job-listing';
import { schoolImportJobListing } from '../student-import/job-listing';
import { printJobListing } from '../student-documents/job-listing';
import { studentsDeleteJobListing } from '../students/job-listing';
import { teachersImportJobListing } from '../teachers/job-listing';
import { inactiveStudentsJobListing } from '../user-checks/job-listing';
import { voucherGenerateJobListing } from '../vouchers/job-listing';
import { EXPORT_REPORT_BY_NAME } from './export-reports';

/**
 * Each job kind as the Jobs list tells it, registered by the area that owns the kind: the
 * composition of what core/jobs lists (ARCHITECTURE 'Jobs and progress'), beside the kinds'
 * workers (functions/jobs/workers.ts), so core/jobs imports no area.
 */
export const JOB_KINDS: JobKindRegistry = {
  export: exportJobListing(EXPORT_REPORT_BY_NAME),
  'voucher-generate': voucherGenerateJobListing,
  'import-apply': schoolImportJobListing,
  'import-undo': schoolImportJobListing,
  'data-sync': dataSyncJobListing,
  'school-merge': schoolMergeJobListing,
  'data-export': dataExportJobListing,
  'inactive-students': inactiveStudentsJobListing,
  'students-delete': studentsDeleteJobListing,
  'teachers-import': teachersImportJobListing,
  'print-documents': printJobListing,
};
