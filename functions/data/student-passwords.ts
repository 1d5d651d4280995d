import * as z from 'zod/mini';
import { isoDateTime } from '../../shared/schemas/common';
import { passwordSecretBox } from '../adapters/secret-box';
import { recordAudit } from '../domain/audit/audit';
import { batchGetItems } from './batch-get';
import { defineEntity } from './entity';
import { userPartition } from './users';

/**
 * The passwords of managed accounts (students) that teachers hand out and may show again
 * (ARCHITECTURE rule 7, 'Managed accounts' passwords'): sealed by the secret box with the
 * student's id as context, never stored or logged in plain text. Every reveal is audited.
 */
export const studentPasswords = defineEntity({
  name: 'student-password',
  schema: z.object({ userId: z.string(), sealed: z.string(), setAt: isoDateTime }),
  key: { fields: ['userId'], key: ({ userId }) => ({ pk: userPartition(userId), sk: 'STUDENTPASSWORD' }) },
});

/** Why passwords were shown: the class page's Show passwords, the exports and printouts, a webinar lookup. */
export const PASSWORD_REVEAL_REASONS = ['class-page', 'csv', 'list-pdf', 'login-cards', 'home-letters', 'webinar', 'family-management'] as const;
export type PasswordRevealReason = (typeof PASSWORD_REVEAL_REASONS)[number];

/** Who reveals: the caller (and whom they act as), and the school the students belong to. */
export interface PasswordRevealActor {
  actorId: string;
  effectiveUserId?: string | null;
  schoolId: string | null;
}

const sealContext = (userId: string) => ({ userId });

/** Seals and keeps the password the account was just given (after Cognito took it). */
export async function storeStudentPassword(userId: string, password: string, now: Date = new Date()): Promise<void> {
  const sealed = await passwordSecretBox().seal(password, sealContext(userId));
  await studentPasswords.put({ userId, sealed, setAt: now.toISOString() });
}

/** Forgets a kept password (the account is deleted). */
export function forgetStudentPassword(userId: string): Promise<void> {
  return studentPasswords.remove({ userId });
}

/** Which of these students have a kept password (for hasPassword-style flags), without opening any. */
export async function studentsWithPasswords(studentIds: readonly string[]): Promise<Set<string>> {
  return new Set((await readSealed(studentIds)).map((item) => item.userId));
}

const PARALLEL_OPENS = 16;

async function readSealed(studentIds: readonly string[]): Promise<z.output<typeof studentPasswords.schema>[]> {
  const items = await batchGetItems(studentIds.map((userId) => studentPasswords.keyOf({ userId })));
  return items.map((item) => studentPasswords.fromItem(item));
}

/**
 * The kept passwords of these students (those without one are absent from the map), after the
 * reveal is written to the audit trail: no password is answered without its record. The caller
 * has checked that the actor may reach every student.
 */
export async function revealStudentPasswords(actor: PasswordRevealActor, studentIds: readonly string[], reason: PasswordRevealReason): Promise<Map<string, string>> {
  const items = await readSealed(studentIds);
  const box = passwordSecretBox();
  const passwords = new Map<string, string>();
  for (let start = 0; start < items.length; start += PARALLEL_OPENS) {
    const opened = await Promise.all(items.slice(start, start + PARALLEL_OPENS).map(async (item) => [item.userId, await box.open(item.sealed, sealContext(item.userId))] as const));
    for (const [userId, password] of opened) passwords.set(userId, password);
  }
  if (passwords.size > 0) {
    await recordAudit({ ...actor, action: 'passwords.reveal', subjectIds: [...passwords.keys()], detail: { reason } });
  }
  return passwords;
}
