import { exportFiles } from '../adapters/export-files';
import { paymentsProvider } from '../adapters/payments';
import { signInDirectory } from '../adapters/sign-in-directory';
import { eraseDueAccounts } from '../domain/privacy/account-erasure';
import { logger } from '../platform/logger';

/** Time kept back from the invocation's deadline to finish the account at hand. */
const MARGIN_MS = 60_000;

/**
 * The daily erasure of deleted accounts (EventBridge rule in AWS; croner in the twin): every
 * student's, teacher's or other account whose deletion fell due (ERASE_DELETED_AFTER_DAYS after it)
 * is erased as a deleted child is (docs/privacy.md). It stops short of the invocation's deadline;
 * what is left waits for the next run, and a run cut short is finished by the next (each erasure
 * is safe to repeat). A run that throws fails the invocation: Lambda retries it, then the alarm on
 * the function's errors tells the team (lib-infra/api/scheduled-jobs.ts).
 */
export async function handler(
  _event?: unknown,
  context?: { getRemainingTimeInMillis(): number },
): Promise<{ erased: number; restored: number; left: boolean }> {
  const remaining = context?.getRemainingTimeInMillis();
  const result = await eraseDueAccounts(
    new Date(),
    { directory: signInDirectory(), payments: paymentsProvider, files: async () => exportFiles() },
    remaining !== undefined ? new Date(Date.now() + remaining - MARGIN_MS) : null,
  );
  logger.info('deleted-account erasure finished', result);
  return result;
}
