import { signInDirectory } from '../../adapters/sign-in-directory';
import { studentsDeleteWork } from '../../domain/students/delete-students';
import { defineJobWorker } from './define-worker';

/** Delete Student(s), as a job. */
export const handler = defineJobWorker(() => studentsDeleteWork({ directory: signInDirectory() }));
