import { signInDirectory } from '../../adapters/sign-in-directory';
import { importUndoWork } from '../../domain/student-import/undo';
import { defineJobWorker } from './define-worker';

/** Undoing a SMART Tool import, as a job. */
export const handler = defineJobWorker(() => importUndoWork({ directory: signInDirectory() }));
