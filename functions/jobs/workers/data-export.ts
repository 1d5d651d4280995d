import { exportFiles } from '../../adapters/export-files';
import { dataExportWork } from '../../domain/privacy/data-export';
import { defineJobWorker } from './define-worker';

/** A person's data as a ZIP (a parent's download of a child's, a school's export of a student's record), as a job. */
export const handler = defineJobWorker(() => dataExportWork(exportFiles));
