import type { UserService } from '../../../shared/schemas/user-service';
import type { UserSubscription } from '../../../shared/schemas/subscriptions';
import { userServices } from '../../data/user-services';
import { loadSessionUser } from '../../data/users';

/**
 * The access a subscription gives (visitor-and-account §4): a trial until its end while the card
 * provider says trialing; a subscription to the end of the period paid for while active or past
 * due (the provider is still retrying the card); after cancellation ends, the same access with an
 * end in the past, so the library shows 'WARNING: Your previous subscription expired on {date}.'
 * An incomplete subscription (its first charge failed) gives none.
 */
export function accessFromSubscription(subscription: UserSubscription): UserService | null {
  if (subscription.state === 'incomplete') return null;
  const trialing =
    subscription.state === 'trialing' ||
    (subscription.state === 'canceled' && subscription.trialEnd !== null && subscription.trialEnd === subscription.end);
  const expiry = subscription.state === 'trialing' ? subscription.trialEnd : subscription.end;
  return {
    serviceId: subscription.serviceId,
    status: 'active',
    type: trialing ? 'trial' : 'subscription',
    context: 'home',
    expiry,
    lastAccess: null,
    triallable: false,
    perpetual: false,
    // A card subscription not cancelled goes on: its expiry is the next payment, not an end (no expiry warning).
    renews:
      subscription.source === 'card' &&
      !subscription.cancelled &&
      (subscription.state === 'trialing' || subscription.state === 'active' || subscription.state === 'past_due'),
    grantedByChildId: null,
  };
}

/**
 * Writes the access a subscription gives to its user and, for a child, the parent's mirror of it
 * ('Your child's subscription grants you access'). The parent's own access to the service is never
 * overwritten by a child's; the lastAccess the launcher recorded is kept.
 */
export async function applySubscriptionAccess(subscription: UserSubscription): Promise<void> {
  const access = accessFromSubscription(subscription);
  if (!access) return;
  const current = await userServices.get({ userId: subscription.userId, serviceId: subscription.serviceId });
  await userServices.put({ userId: subscription.userId, ...access, lastAccess: current?.lastAccess ?? null });
  const user = await loadSessionUser(subscription.userId);
  if (user?.homeRole !== 'child' || !user.parentId) return;
  const parentAccess = await userServices.get({ userId: user.parentId, serviceId: subscription.serviceId });
  if (parentAccess && parentAccess.grantedByChildId === null) return;
  await userServices.put({
    userId: user.parentId,
    ...access,
    lastAccess: parentAccess?.lastAccess ?? null,
    grantedByChildId: user.id,
  });
}
