import { TOO_MANY_USERNAME_CHECKS } from '../../../shared/schemas/auth';
import { addressLimit } from '../../../shared/address-limits';
import { countAttempt, type RateLimit } from '../../data/rate-limits';
import { findUserIdByUsername, normaliseUsername } from '../../data/usernames';
import { TooManyRequestsError, fieldPointer } from '../../platform/errors';

const MINUTE_MS = 60 * 1000;

/**
 * How often the public username check answers. It tells whether an account exists, so it is
 * limited per viewer address (enumeration from one place) with the web ACL's own numbers, set for
 * a class registering together behind its school's one address (`check-username` in
 * lib-infra/edge/rate-rules.ts: 1,000 in 5 minutes; past it /auth falls back to Login), and per
 * username, which no web ACL can see (the same name tried from many places: 10 an hour).
 */
export const USERNAME_CHECK_LIMITS = {
  perAddress: addressLimit('check-username'),
  perName: { scope: 'username-check-name', limit: 10, windowMs: 60 * MINUTE_MS },
} as const satisfies Record<string, RateLimit>;

/**
 * Whether an account has this username (registration's check of a saved username,
 * visitor-and-account §2). Both counters count first; past either the answer is 429 and nothing
 * is looked up.
 */
export async function checkUsername(input: { username: string; viewerIp: string; now: Date }): Promise<boolean> {
  const [byAddress, byName] = await Promise.all([
    countAttempt(USERNAME_CHECK_LIMITS.perAddress, input.viewerIp, input.now),
    countAttempt(USERNAME_CHECK_LIMITS.perName, normaliseUsername(input.username), input.now),
  ]);
  if (!byAddress.allowed || !byName.allowed)
    throw new TooManyRequestsError(TOO_MANY_USERNAME_CHECKS, fieldPointer(['username']));
  return (await findUserIdByUsername(input.username)) !== null;
}
