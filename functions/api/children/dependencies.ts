import { passwordBox } from '../../adapters/secret-box';
import { signInDirectory } from '../../adapters/sign-in-directory';
import type { AccountDependencies } from '../../domain/core/accounts/accounts';
import type { ManagedAccountDependencies } from '../../domain/core/accounts/managed-accounts';

/** What the child-account handlers give the domain: the user pool and the clock. */
export const childAccountDependencies: AccountDependencies = { directory: signInDirectory(), clock: () => new Date() };

/** ... and, for the handlers that make, show or set a child's password, the password box. */
export const childPasswordDependencies = (): ManagedAccountDependencies => ({
  ...childAccountDependencies,
  passwords: passwordBox,
});
