import { paymentsProvider } from '../../adapters/payments';
import { deleteChildren } from '../../domain/children/child-accounts';
import { defineHandler, signedInUser } from '../../http/http-handler';
import { childAccountDependencies } from './dependencies';
import { childrenRoutes } from './routes';

/**
 * The exports adapter requires the S3 client, needed only when a deleted child had downloaded its
 * data; required at cold start it took this route over the 150 ms cold load (platform bench).
 */
const exportFilesOnFirstUse = async () => (await import('../../adapters/export-files')).exportFiles();

export const handler = defineHandler(childrenRoutes.deleteChildren, (input) =>
  deleteChildren(signedInUser(input), input.body.childIds, {
    ...childAccountDependencies,
    payments: paymentsProvider,
    files: exportFilesOnFirstUse,
  }),
);
