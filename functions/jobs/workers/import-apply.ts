import { passwordBox } from '../../adapters/secret-box';
import { mailSender, siteUrl } from '../../adapters/mail';
import { signInDirectory } from '../../adapters/sign-in-directory';
import { importApplyWork } from '../../domain/student-import/apply-work';
import { defineJobWorker } from './define-worker';

/** The SMART Tool's Save & Apply, as a job. */
export const handler = defineJobWorker(() =>
  importApplyWork({ directory: signInDirectory(), mail: mailSender(), siteUrl: siteUrl(), passwords: passwordBox }),
);
