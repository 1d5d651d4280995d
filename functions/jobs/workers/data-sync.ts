import { mailSender, siteUrl } from '../../adapters/mail';
import { cognitoSignInDirectory } from '../../adapters/sign-in-directory/cognito';
import { dataSyncWork } from '../../domain/data-link/sync';
import { defineJobWorker } from './define-worker';

/** Sync data of a school linked to a data source, as a job. */
export const handler = defineJobWorker(() => dataSyncWork({ directory: cognitoSignInDirectory, mail: mailSender(), siteUrl: siteUrl() }));
