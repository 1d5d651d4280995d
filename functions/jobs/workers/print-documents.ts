import { exportFiles } from '../../adapters/export-files';
import { passwordBox } from '../../adapters/secret-box';
import { printJobWork } from '../../domain/student-documents/print-job';
import { siteUrl } from '../../platform/config';
import { defineJobWorker } from './define-worker';

/** Print Login Cards, Print Home Letters or the list of a large class (a school year's cards), as a job. */
export const handler = defineJobWorker(() => printJobWork({ files: exportFiles, passwordBox, siteAddress: siteUrl }));
