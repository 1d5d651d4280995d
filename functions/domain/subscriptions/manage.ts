import { SUBSCRIPTION_MESSAGES, type Card, type UserSubscription } from '../../../shared/schemas/subscriptions';
import type { SessionUser } from '../../../shared/schemas/user';
import type { PaymentsProvider } from '../../adapters/payments/port';
import { getPaymentCustomer } from '../../data/payment-customers';
import { loadSessionUser } from '../../data/users';
import {
  findSubscriptionById,
  listSubscriptions,
  toUserSubscription,
  updateSubscription,
  type StoredSubscription,
} from '../../data/user-subscriptions';
import { ConflictError, ForbiddenError, NotFoundError } from '../../platform/errors';
import { recordAudit } from '../core/audit/audit';
import { isChildOf } from '../core/acting-as/child-of';
import { withCardErrors } from './card-errors';
import { setDefaultCard } from './customers';
import { changesFromProvider } from './provider-state';
import { assertKeepsCard, subscriptionHolder } from './subscriber';
import { applySubscriptionAccess } from './subscription-access';

/** My Subscriptions, or a parent's child's: newest first. */
export async function listHolderSubscriptions(
  caller: SessionUser,
  userId: string | undefined,
): Promise<UserSubscription[]> {
  const holder = await subscriptionHolder(caller, userId);
  const stored = await listSubscriptions(holder.id);
  return stored.map(toUserSubscription).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** A subscription its user may see, or the parent of the child who holds it; 404 for anyone else. */
async function visibleSubscription(caller: SessionUser, subscriptionId: string): Promise<StoredSubscription> {
  const stored = await findSubscriptionById(subscriptionId);
  if (stored && (stored.userId === caller.id || stored.payerUserId === caller.id)) return stored;
  if (stored && isChildOf(caller, await loadSessionUser(stored.userId))) return stored;
  throw new NotFoundError(SUBSCRIPTION_MESSAGES.subscriptionNotFound);
}

export async function getVisibleSubscription(caller: SessionUser, subscriptionId: string): Promise<UserSubscription> {
  return toUserSubscription(await visibleSubscription(caller, subscriptionId));
}

/**
 * Cancel (§4: sets cancelled, saves and reloads): the provider cancels at the end of the period
 * paid for, and access runs until then. Only the account that pays may; a second cancel changes nothing.
 */
export async function cancelSubscription(
  caller: SessionUser,
  subscriptionId: string,
  provider: PaymentsProvider,
  now = new Date(),
): Promise<UserSubscription> {
  const stored = await visibleSubscription(caller, subscriptionId);
  if (stored.source === 'voucher' || !stored.providerSubscriptionId)
    throw new ConflictError(SUBSCRIPTION_MESSAGES.voucherCannotCancel);
  if (stored.payerUserId !== caller.id) throw new ForbiddenError(SUBSCRIPTION_MESSAGES.onlyOwnPayer);
  if (stored.cancelled) return toUserSubscription(stored);
  const provided = await provider.cancelAtPeriodEnd(stored.providerSubscriptionId);
  const updated = await updateSubscription(stored, { ...changesFromProvider(provided), updatedAt: now.toISOString() });
  const subscription = toUserSubscription(updated);
  await applySubscriptionAccess(subscription);
  await recordAudit({
    actorId: caller.id,
    action: 'subscription.cancel',
    subjectIds: [stored.userId],
    schoolId: null,
    detail: { serviceId: stored.serviceId, end: subscription.end },
    now,
  });
  return subscription;
}

export async function paymentCard(caller: SessionUser): Promise<Card | null> {
  assertKeepsCard(caller);
  return (await getPaymentCustomer(caller.id))?.card ?? null;
}

/** Update card: the new card becomes the default every subscription the caller pays for is charged to. */
export async function updatePaymentCard(
  caller: SessionUser,
  paymentMethodId: string,
  provider: PaymentsProvider,
  now = new Date(),
): Promise<Card> {
  assertKeepsCard(caller);
  const card = await withCardErrors('paymentMethodId', () => setDefaultCard(caller, paymentMethodId, provider));
  await recordAudit({
    actorId: caller.id,
    action: 'payment-card.update',
    subjectIds: [caller.id],
    schoolId: null,
    detail: { last4: card.last4 },
    now,
  });
  return card;
}
