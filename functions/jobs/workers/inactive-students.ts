import { cognitoSignInDirectory } from '../../adapters/sign-in-directory/cognito';
import { inactiveStudentsWork } from '../../domain/user-checks/inactive-students';
import { defineJobWorker } from './define-worker';

/** Staff's Delete Inactive Students, as a job. */
export const handler = defineJobWorker(() => inactiveStudentsWork({ directory: cognitoSignInDirectory }));
