import type { CognitoRefusal } from './cognito-fidelity';

/**
 * Cognito's lockout against password guessing, which cognito-local lacks (it answers every wrong
 * password at once, for ever). As AWS documents it (Cognito developer guide, "Lockout behavior
 * for failed sign-in attempts"): after five failed sign-in attempts with a password, the user is
 * locked out for one second, and the lockout doubles with each further failure, 2^(n-5) seconds
 * for n failures, up to about 15 minutes. Attempts made during a lockout are answered
 * NotAuthorizedException 'Password attempts exceeded', even with the right password, and neither
 * count nor lengthen it. A sign-in that succeeds once the lockout is over starts the count again,
 * as do 15 minutes without any attempt after a lockout. Wrong one-time codes (SOFTWARE_TOKEN_MFA)
 * count the same way; custom challenges (the login cards, which have their own limits) do not.
 *
 * What the twin adds of its own: the count is per username whether or not the user exists, so a
 * lockout tells nothing about whether an account does (the app client prevents user-existence
 * errors). It is kept in memory: a restart of `npm start` forgets it.
 */
export const PASSWORD_ATTEMPTS_EXCEEDED: CognitoRefusal = {
  type: 'NotAuthorizedException',
  message: 'Password attempts exceeded',
};

/** Failures before the first lockout. */
export const FREE_FAILURES = 5;
/** The longest lockout, and the quiet time after a lockout that forgets the failures. */
export const LONGEST_LOCKOUT_MS = 15 * 60 * 1000;

/** How long the user is locked out after `failures` failed attempts (none below FREE_FAILURES). */
export function lockoutMs(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(2 ** (failures - FREE_FAILURES) * 1000, LONGEST_LOCKOUT_MS);
}

interface Attempts {
  failures: number;
  lockedUntil: number;
  lastAttemptAt: number;
}

export interface PasswordLockout {
  /** Before a password or code is checked: Cognito's refusal while the user is locked out, else null. */
  refusal(userKey: string): CognitoRefusal | null;
  /** The password or code was wrong. */
  failed(userKey: string): void;
  /** The sign-in issued tokens. */
  succeeded(userKey: string): void;
}

export function passwordLockout(now: () => number = Date.now): PasswordLockout {
  const attempts = new Map<string, Attempts>();

  /** The user's count as it stands now: forgotten after 15 quiet minutes following a lockout. */
  function current(userKey: string): Attempts {
    const at = now();
    const known = attempts.get(userKey);
    if (known && known.failures >= FREE_FAILURES && at - known.lastAttemptAt >= LONGEST_LOCKOUT_MS)
      attempts.delete(userKey);
    return attempts.get(userKey) ?? { failures: 0, lockedUntil: 0, lastAttemptAt: at };
  }

  return {
    refusal(userKey) {
      const entry = current(userKey);
      const at = now();
      const locked = entry.lockedUntil > at;
      attempts.set(userKey, { ...entry, lastAttemptAt: at });
      return locked ? PASSWORD_ATTEMPTS_EXCEEDED : null;
    },
    failed(userKey) {
      const entry = current(userKey);
      const at = now();
      const failures = entry.failures + 1;
      attempts.set(userKey, { failures, lockedUntil: at + lockoutMs(failures), lastAttemptAt: at });
    },
    succeeded(userKey) {
      attempts.delete(userKey);
    },
  };
}
