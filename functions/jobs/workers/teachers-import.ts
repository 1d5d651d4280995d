import { mailSender, siteUrl } from '../../adapters/mail';
import { signInDirectory } from '../../adapters/sign-in-directory';
import { teacherImportWork } from '../../domain/teachers/teacher-import';
import { defineJobWorker } from './define-worker';

/** Import Teachers, as a job: the accounts, their mails and their audit entries. */
export const handler = defineJobWorker(() =>
  teacherImportWork({ directory: signInDirectory(), mail: mailSender(), siteUrl: siteUrl(), clock: () => new Date() }),
);
