import { CLASS_MESSAGES } from '../../../shared/schemas/classes';
import type { SessionUser } from '../../../shared/schemas/user';
import type { SecretBox } from '../../adapters/secret-box/port';
import { revealKeptPasswords } from '../core/accounts/kept-passwords';
import { ForbiddenError } from '../../platform/errors';
import { classSchoolOf, reachableSchool, reachableStudents } from '../classes/class-access';

/**
 * Show passwords on the class page: the kept passwords of the chosen students, each of whom the
 * caller must reach (404 otherwise, nothing shown); the reveal is audited before it is answered.
 * A school whose accounts its school system keeps shows none (403).
 */
export async function revealPasswords(
  user: SessionUser,
  schoolId: string,
  studentIds: readonly string[],
  passwordBox: SecretBox,
): Promise<Record<string, string>> {
  const [{ school }, students] = await Promise.all([
    reachableSchool(user, schoolId),
    reachableStudents(user, schoolId, studentIds),
  ]);
  if ((await classSchoolOf(school)).restrictAccounts) throw new ForbiddenError(CLASS_MESSAGES.restrictedAccounts);
  const passwords = await revealKeptPasswords(
    passwordBox,
    { actorId: user.id, schoolId },
    students.map((student) => student.id),
    'class-page',
  );
  return Object.fromEntries(passwords);
}
