import type { SecretBox } from '../../../adapters/secret-box/port';
import {
  putSealedPassword,
  sealedPasswordsOf,
  type PasswordRevealActor,
  type PasswordRevealReason,
} from '../../../data/student-passwords';
import { recordAudit } from '../audit/audit';

/**
 * Managed accounts' passwords kept so that their teacher or parent can show them again
 * (ARCHITECTURE rule 7): sealed by the secret box with the account's id as context, never stored
 * or logged in plain text, every showing audited.
 */

const sealContext = (userId: string) => ({ userId });

/** Seals and keeps the password the account was just given (after the user pool took it). */
export async function keepPassword(
  box: SecretBox,
  userId: string,
  password: string,
  now: Date = new Date(),
): Promise<void> {
  await putSealedPassword(userId, await box.seal(password, sealContext(userId)), now);
}

const PARALLEL_OPENS = 16;

/**
 * The kept passwords of these accounts (those without one are absent from the map), after the
 * showing is written to the audit trail: no password is answered without its record. The caller
 * has checked that the actor may reach every account.
 */
export async function revealKeptPasswords(
  box: SecretBox,
  actor: PasswordRevealActor,
  userIds: readonly string[],
  reason: PasswordRevealReason,
): Promise<Map<string, string>> {
  const items = await sealedPasswordsOf(userIds);
  const passwords = new Map<string, string>();
  for (let start = 0; start < items.length; start += PARALLEL_OPENS) {
    const opened = await Promise.all(
      items
        .slice(start, start + PARALLEL_OPENS)
        .map(async (item) => [item.userId, await box.open(item.sealed, sealContext(item.userId))] as const),
    );
    for (const [userId, password] of opened) passwords.set(userId, password);
  }
  if (passwords.size > 0) {
    await recordAudit({ ...actor, action: 'passwords.reveal', subjectIds: [...passwords.keys()], detail: { reason } });
  }
  return passwords;
}
