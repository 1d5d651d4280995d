import { dataSourceProviders } from '../../adapters/data-sources';
import { passwordBox } from '../../adapters/secret-box';
import { mailSender, siteUrl } from '../../adapters/mail';
import { signInDirectory } from '../../adapters/sign-in-directory';
import { dataSyncWork } from '../../domain/data-link/sync';
import { defineJobWorker } from './define-worker';

/** Sync data of a school linked to a data source, as a job. */
export const handler = defineJobWorker(() =>
  dataSyncWork({
    directory: signInDirectory(),
    mail: mailSender(),
    siteUrl: siteUrl(),
    passwords: passwordBox,
    sources: dataSourceProviders(),
  }),
);
