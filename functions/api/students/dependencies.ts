import { passwordBox } from '../../adapters/secret-box';
import { signInDirectory } from '../../adapters/sign-in-directory';
import type { StudentAccountDependencies, StudentPasswordDependencies } from '../../domain/students/student-accounts';

/** What the student-account handlers give the domain: the user pool and the clock. */
export const studentAccountDependencies: StudentAccountDependencies = {
  directory: signInDirectory(),
  clock: () => new Date(),
};

/** ... and, for the handlers that give a student a password, the password box. */
export const studentPasswordDependencies = (): StudentPasswordDependencies => ({
  ...studentAccountDependencies,
  passwords: passwordBox,
});
