import { schoolMergeWork } from '../../domain/school-merge/school-merge';
import { defineJobWorker } from './define-worker';

/** Merging one school into another, as a job. */
export const handler = defineJobWorker(() => schoolMergeWork());
