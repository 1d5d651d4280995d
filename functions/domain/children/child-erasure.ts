import type { SessionUser } from '../../../shared/schemas/user';
import type { ExportFiles } from '../../adapters/export-files/port';
import { eraseAccount } from '../privacy/account-erasure';

/**
 * Erases a deleted child at once (its account already refused and its sign-in identity gone), as
 * every deleted account is erased (functions/domain/privacy/account-erasure.ts): nothing of the
 * table names it afterwards but the audit trail, which keeps its id and loses its names. Its
 * parent is recorded as who erased it, so a repeated deletion by them is answered as done.
 */
export async function eraseChild(
  child: SessionUser,
  erasedBy: Pick<SessionUser, 'id'>,
  now: Date,
  files: () => Promise<ExportFiles>,
): Promise<void> {
  await eraseAccount(child, erasedBy.id, now, files);
}
