import { signInDirectory } from '../../adapters/sign-in-directory';
import { inactiveStudentsWork } from '../../domain/user-checks/inactive-students';
import { defineJobWorker } from './define-worker';

/** Staff's Delete Inactive Students, as a job. */
export const handler = defineJobWorker(() => inactiveStudentsWork({ directory: signInDirectory() }));
