import { exportFiles } from '../../adapters/export-files';
import { exportWork } from '../../domain/exports/export-work';
import { EXPORT_REPORT_BY_NAME } from '../../domain/exports/reports';
import { defineJobWorker } from './define-worker';

/** Staff exports (e-mail list, statistics), as a job. */
export const handler = defineJobWorker(() => exportWork(EXPORT_REPORT_BY_NAME, exportFiles));
