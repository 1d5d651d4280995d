import { voucherGenerationWork } from '../../domain/vouchers/generate';
import { defineJobWorker } from './define-worker';

/** Generating a batch of activation codes, as a job. */
export const handler = defineJobWorker(() => voucherGenerationWork());
