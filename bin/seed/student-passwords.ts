import { passwordBox } from '../../functions/adapters/secret-box';
import type { SignInDirectory } from '../../functions/adapters/sign-in-directory/port';
import { studentPasswords } from '../../functions/data/student-passwords';
import { loadSessionUser } from '../../functions/data/users';
import { generatePassphrase } from '../../functions/domain/core/accounts/passphrase';
import { setManagedPassword } from '../../functions/domain/core/accounts/managed-accounts';
import { setStudentPassword } from '../../functions/domain/students/student-accounts';
import { DEMO_PASSWORD } from './demo-accounts';

/** The audit trail's actor of what the demo seed does. */
export const SEED_ACTOR = 'seed:demo';

/**
 * Runs after the demo classes (bin/seed/classes.ts): each class student without a kept password
 * gets a generated passphrase (set in the user pool, kept sealed), as a teacher's Create Student
 * gives one; student-demo keeps the demo password and has it kept too, so Show passwords works on
 * 3B. Idempotent: a student with a kept password is left alone.
 */
export async function seedDemoStudentPasswords(
  studentIds: readonly string[],
  demoStudentId: string,
  directory: SignInDirectory,
): Promise<void> {
  for (const studentId of [demoStudentId, ...studentIds]) {
    if (await studentPasswords.exists({ userId: studentId })) continue;
    const student = await loadSessionUser(studentId);
    if (!student) throw new Error(`The demo student ${studentId} has no profile`);
    await setStudentPassword(SEED_ACTOR, student, studentId === demoStudentId ? DEMO_PASSWORD : generatePassphrase(), {
      directory,
      passwords: passwordBox,
    });
  }
}

/**
 * The demo children (mia-demo, leo-demo) keep the demo password, kept sealed as a parent's Create
 * child account keeps one, so My Child Accounts shows it. Idempotent as above.
 */
export async function seedDemoChildPasswords(childIds: readonly string[], directory: SignInDirectory): Promise<void> {
  for (const childId of childIds) {
    if (await studentPasswords.exists({ userId: childId })) continue;
    const child = await loadSessionUser(childId);
    if (!child) throw new Error(`The demo child ${childId} has no profile`);
    await setManagedPassword(
      child,
      DEMO_PASSWORD,
      { actorId: SEED_ACTOR, action: 'child.password.set', schoolId: null },
      { directory, passwords: passwordBox },
    );
  }
}
