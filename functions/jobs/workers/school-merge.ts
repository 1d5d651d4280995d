import { schoolMergeWork } from '../../domain/staff/school-merge';
import { defineJobWorker } from './define-worker';

/** Merging one school into another, as a job. */
export const handler = defineJobWorker(() => schoolMergeWork());
