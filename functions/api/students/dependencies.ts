import { cognitoSignInDirectory } from '../../adapters/sign-in-directory/cognito';
import type { StudentAccountDependencies } from '../../domain/students/student-accounts';

/** What the student-account handlers give the domain: the user pool and the clock. */
export const studentAccountDependencies: StudentAccountDependencies = { directory: cognitoSignInDirectory, clock: () => new Date() };
