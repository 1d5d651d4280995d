import * as z from 'zod/mini';
import { isoDateTime } from './common';

/**
 * A user's access to one service (visitor-and-account §3 'user-service'). Stored fields only;
 * expiryDaysRemaining and expiresSoon are derived by shared/rules/service-access.ts.
 */
export const userServiceSchema = z.object({
  serviceId: z.string(),
  status: z.literal('active'),
  type: z.enum(['free', 'subscription', 'trial']),
  context: z.nullable(z.enum(['home', 'school'])),
  expiry: z.nullable(isoDateTime),
  lastAccess: z.nullable(isoDateTime),
  triallable: z.boolean(),
  perpetual: z.boolean(),
  /**
   * Set while a card subscription gives the access and goes on by itself (not cancelled): the
   * expiry is then when the trial converts or the next payment is taken, not when access ends (§3
   * user-service 'subscribed', 'trialling'). Absent on every other kind of access.
   */
  renews: z.optional(z.boolean()),
  /** Set when the access comes from a child's subscription (a parent sees 'Your child's subscription grants you access'). */
  grantedByChildId: z.nullable(z.string()),
});
export type UserService = z.infer<typeof userServiceSchema>;

export { BLOCKED_BY_PARENT_BADGE } from './library-messages';

export const userServiceListResponseSchema = z.object({
  userServices: z.array(userServiceSchema),
  /** A child's apps their parent has blocked: the library shows them as blocked by the parent. */
  blockedServiceIds: z._default(z.array(z.string()), []),
});
