import { keepNewest } from '../platform/warm-copies';
import { leaseWithinLimit, type RateLimit } from './rate-limits';

/**
 * The most requests a warm function takes of a window at once. A function's lease grows from one
 * by doubling while the subject keeps it busy, so a client's lone request takes one, and one paging
 * through a school writes the window about once in every LEASE_MOST requests. What a function has
 * taken and not spent when the window ends is lost: a client spread over many functions can meet
 * its 429 up to LEASE_MOST - 1 requests per function before the limit, never after it.
 */
export const LEASE_MOST = 16;

interface Lease {
  windowStart: number;
  windowEnd: Date;
  /** Requests taken and not yet spent. */
  left: number;
  /** How many the last take asked for (the next asks for twice as many). */
  size: number;
  /** The window's count reached the limit: nothing more to take until it ends. */
  spent: boolean;
  /** The take under way, which requests that find the lease empty wait for rather than take beside it. */
  taking: Promise<void> | null;
}

const LEASES_KEPT = 1000;
const leases = new Map<string, Lease>();

/**
 * Whether one more request of `subject` fits in the current fixed window of `rule`, and when the
 * window ends (a 429's Retry-After): spent from what this warm function has already taken of the
 * window, or taken from the window's item first (leaseWithinLimit). The window's count is what
 * functions have taken, so it never passes the limit. A request refused here has changed nothing.
 */
export async function takeAllowance(
  rule: RateLimit,
  subject: string,
  now: Date,
): Promise<{ allowed: boolean; windowEnd: Date }> {
  const key = `${rule.scope}#${subject}`;
  const windowStart = Math.floor(now.getTime() / rule.windowMs) * rule.windowMs;
  for (;;) {
    let lease = leases.get(key);
    if (!lease || lease.windowStart !== windowStart) {
      lease = {
        windowStart,
        windowEnd: new Date(windowStart + rule.windowMs),
        left: 0,
        size: 0,
        spent: false,
        taking: null,
      };
      keepNewest(leases, key, lease, LEASES_KEPT);
    }
    if (lease.left > 0) {
      lease.left -= 1;
      return { allowed: true, windowEnd: lease.windowEnd };
    }
    if (lease.spent) return { allowed: false, windowEnd: lease.windowEnd };
    lease.taking ??= take(lease, rule, subject, now);
    await lease.taking;
  }
}

async function take(lease: Lease, rule: RateLimit, subject: string, now: Date): Promise<void> {
  try {
    const size = Math.min(LEASE_MOST, Math.max(1, lease.size * 2));
    const { taken } = await leaseWithinLimit(rule, subject, now, size);
    lease.size = size;
    lease.left += taken;
    if (taken < size) lease.spent = true;
  } finally {
    lease.taking = null;
  }
}
