import { TOO_MANY_USERNAME_CHECKS } from '../../../shared/schemas/auth';
import { countAttempt, type RateLimit } from '../../data/rate-limits';
import { findUserIdByUsername, normaliseUsername } from '../../data/usernames';
import { TooManyRequestsError, fieldPointer } from '../../platform/errors';

const MINUTE_MS = 60 * 1000;

/**
 * How often the public username check answers. It tells whether an account exists, so it is
 * limited as password reset is: per source address (enumeration from one place: 30 in 10 minutes,
 * room for a school's shared address, whose /auth then falls back to Login) and per username
 * (the same name tried from many places: 10 an hour).
 */
export const USERNAME_CHECK_LIMITS = {
  perAddress: { scope: 'username-check-address', limit: 30, windowMs: 10 * MINUTE_MS },
  perName: { scope: 'username-check-name', limit: 10, windowMs: 60 * MINUTE_MS },
} as const satisfies Record<string, RateLimit>;

/**
 * Whether an account has this username (registration's check of a saved username,
 * visitor-and-account §2). Both counters count first; past either the answer is 429 and nothing
 * is looked up.
 */
export async function checkUsername(input: { username: string; sourceIp: string; now: Date }): Promise<boolean> {
  const [byAddress, byName] = await Promise.all([
    countAttempt(USERNAME_CHECK_LIMITS.perAddress, input.sourceIp, input.now),
    countAttempt(USERNAME_CHECK_LIMITS.perName, normaliseUsername(input.username), input.now),
  ]);
  if (!byAddress.allowed || !byName.allowed)
    throw new TooManyRequestsError(TOO_MANY_USERNAME_CHECKS, fieldPointer(['username']));
  return (await findUserIdByUsername(input.username)) !== null;
}
