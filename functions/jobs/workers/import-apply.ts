import { mailSender, siteUrl } from '../../adapters/mail';
import { cognitoSignInDirectory } from '../../adapters/sign-in-directory/cognito';
import { importApplyWork } from '../../domain/student-import/apply-work';
import { defineJobWorker } from './define-worker';

/** The SMART Tool's Save & Apply, as a job. */
export const handler = defineJobWorker(() => importApplyWork({ directory: cognitoSignInDirectory, mail: mailSender(), siteUrl: siteUrl() }));
