import { cognitoSignInDirectory } from '../../adapters/sign-in-directory/cognito';
import type { AccountDependencies } from '../../domain/accounts/accounts';

/** What the child-account handlers give the domain: the user pool and the clock. */
export const childAccountDependencies: AccountDependencies = { directory: cognitoSignInDirectory, clock: () => new Date() };
