import { exportFiles } from '../../adapters/export-files';
import { paymentsProvider } from '../../adapters/payments';
import { deleteChildren } from '../../domain/children/child-accounts';
import { defineHandler, signedInUser } from '../../http/http-handler';
import { childAccountDependencies } from './dependencies';
import { childrenRoutes } from './routes';

export const handler = defineHandler(childrenRoutes.deleteChildren, (input) =>
  deleteChildren(signedInUser(input), input.body.childIds, {
    ...childAccountDependencies,
    payments: paymentsProvider,
    // The adapter requires the S3 SDK only when a deleted child had downloaded its data.
    files: async () => exportFiles(),
  }),
);
