import * as z from 'zod';
import { isoDateTime } from './common';

/**
 * A user's access to one service (visitor-and-account §3 'user-service'). Stored fields only;
 * expiryDaysRemaining and expiresSoon are derived by shared/rules/service-access.ts.
 */
export const userServiceSchema = z.object({
  serviceId: z.string(),
  status: z.literal('active'),
  type: z.enum(['free', 'subscription', 'trial']),
  context: z.enum(['home', 'school']).nullable(),
  expiry: isoDateTime.nullable(),
  lastAccess: isoDateTime.nullable(),
  triallable: z.boolean(),
  perpetual: z.boolean(),
  /** Set when the access comes from a child's subscription (a parent sees 'Your child's subscription grants you access'). */
  grantedByChildId: z.string().nullable(),
});
export type UserService = z.infer<typeof userServiceSchema>;

export const userServiceListResponseSchema = z.object({ userServices: z.array(userServiceSchema) });
