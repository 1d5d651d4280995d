import * as z from 'zod/mini';
import { isoDateTime } from '../../shared/schemas/common';
import { batchGetItems } from './batch-get';
import { defineEntity } from './entity';
import { userPartition } from './users';

/**
 * The passwords of managed accounts (students, children) that teachers and parents hand out and
 * may show again (ARCHITECTURE rule 7, 'Managed accounts' passwords'): only ever stored sealed
 * (functions/domain/core/accounts/kept-passwords.ts seals, opens and audits them).
 */
export const studentPasswords = defineEntity({
  name: 'student-password',
  schema: z.object({ userId: z.string(), sealed: z.string(), setAt: isoDateTime }),
  key: { fields: ['userId'], key: ({ userId }) => ({ pk: userPartition(userId), sk: 'STUDENTPASSWORD' }) },
});

/** Why passwords were shown: the class page's Show passwords, the exports and printouts, a webinar lookup. */
export const PASSWORD_REVEAL_REASONS = [
  'class-page',
  'csv',
  'list-pdf',
  'login-cards',
  'home-letters',
  'webinar',
  'family-management',
] as const;
export type PasswordRevealReason = (typeof PASSWORD_REVEAL_REASONS)[number];

/** Who reveals: the caller (and whom they act as), and the school the students belong to. */
export interface PasswordRevealActor {
  actorId: string;
  effectiveUserId?: string | null;
  schoolId: string | null;
}

/** Keeps a sealed password (the account was just given it). */
export async function putSealedPassword(userId: string, sealed: string, now: Date): Promise<void> {
  await studentPasswords.put({ userId, sealed, setAt: now.toISOString() });
}

/** Forgets a kept password (the account is deleted). */
export function forgetStudentPassword(userId: string): Promise<void> {
  return studentPasswords.remove({ userId });
}

/** Which of these students have a kept password (for hasPassword-style flags), without opening any. */
export async function studentsWithPasswords(studentIds: readonly string[]): Promise<Set<string>> {
  return new Set((await sealedPasswordsOf(studentIds)).map((item) => item.userId));
}

/** The sealed passwords kept for these accounts (those without one are absent). */
export async function sealedPasswordsOf(
  studentIds: readonly string[],
): Promise<z.output<typeof studentPasswords.schema>[]> {
  const items = await batchGetItems(studentIds.map((userId) => studentPasswords.keyOf({ userId })));
  return items.map((item) => studentPasswords.fromItem(item));
}
