import type { UserService } from '../../../shared/schemas/user-service';

/** A home subscription with 100 days left, as a paid subscription leaves it (`grantedByChildId`: a child's, seen from the parent). */
export function homeSubscription(serviceId: string, fields: { grantedByChildId?: string | null } = {}): UserService {
  return {
    serviceId,
    status: 'active',
    type: 'subscription',
    context: 'home',
    expiry: new Date(Date.now() + 100 * 86_400_000).toISOString(),
    lastAccess: null,
    triallable: false,
    perpetual: false,
    grantedByChildId: fields.grantedByChildId ?? null,
  };
}
