import { exportFiles } from '../../adapters/export-files';
import { exportWork } from '../../domain/core/exports/export-work';
import { EXPORT_REPORT_BY_NAME } from '../../domain/job-kinds/export-reports';
import { defineJobWorker } from './define-worker';

/** Staff exports (e-mail list, statistics), as a job. */
export const handler = defineJobWorker(() => exportWork(EXPORT_REPORT_BY_NAME, exportFiles));
