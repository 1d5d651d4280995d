import { hasAccess, accessState } from '../../../shared/rules/service-access';
import { needsCard, subscriptionFlags } from '../../../shared/rules/subscription';
import {
  SUBSCRIPTION_MESSAGES,
  type SubscribeRequest,
  type UserSubscription,
} from '../../../shared/schemas/subscriptions';
import type { SessionUser } from '../../../shared/schemas/user';
import type { PaymentsProvider } from '../../adapters/payments/port';
import { findPlan } from '../../data/plans';
import { getService } from '../../data/services';
import { userServices } from '../../data/user-services';
import {
  getSubscription,
  saveNewSubscription,
  toUserSubscription,
  type StoredSubscription,
} from '../../data/user-subscriptions';
import { ConflictError, fieldPointer, NotFoundError, ValidationError } from '../../platform/errors';
import { recordAudit } from '../core/audit/audit';
import { withCardErrors } from './card-errors';
import { findCoupon } from './coupons';
import { customerOf, setDefaultCard } from './customers';
import { providerPriceOf } from './plans';
import { changesFromProvider } from './provider-state';
import { subscriptionParties } from './subscriber';
import { applySubscriptionAccess } from './subscription-access';
import { phrase } from '../../../shared/i18n/text';

function fieldError(field: string, detail: string): ValidationError {
  return new ValidationError([
    { status: '422', code: 'validation', detail, source: { pointer: fieldPointer([field]) } },
  ]);
}

/** Whether the subscriber has access to the service now from anything (a subscription, a trial, a code). */
async function hasAccessNow(userId: string, serviceId: string, now: Date): Promise<boolean> {
  const access = await userServices.get({ userId, serviceId }, { consistent: true });
  return access !== null && access.grantedByChildId === null && hasAccess(accessState(access, now));
}

/**
 * Subscribe (visitor-and-account §2 payment, §4 Subscription): a subscription to the plan for the
 * caller or their child, starting with the plan's free trial; the provider charges the card (now,
 * or when the trial ends). The request id makes it safe to retry: the provider's idempotency key
 * and the stored subscription's id are both made from it, so a retry answers the first result.
 */
export async function subscribe(
  caller: SessionUser,
  request: SubscribeRequest,
  provider: PaymentsProvider,
  now = new Date(),
): Promise<UserSubscription> {
  const { payer, subscriber } = await subscriptionParties(caller, request.userId);
  const existing = await getSubscription(subscriber.id, request.serviceId);
  if (existing?.id === request.requestId) return toUserSubscription(existing);

  const service = await getService(request.serviceId);
  if (!service) throw new NotFoundError(phrase('This app could not be found.'));
  if (service.free) throw new ConflictError(SUBSCRIPTION_MESSAGES.freeService);
  if (!service.enabled) throw new ConflictError(SUBSCRIPTION_MESSAGES.comingSoon);
  const plan = await findPlan(service.id, request.planId);
  if (!plan) throw fieldError('planId', SUBSCRIPTION_MESSAGES.planNotFound);
  if ((existing && subscriptionFlags(existing, now).active) || (await hasAccessNow(subscriber.id, service.id, now))) {
    throw new ConflictError(SUBSCRIPTION_MESSAGES.alreadySubscribed);
  }
  const coupon = request.couponCode
    ? await findCoupon(request.couponCode, plan.currency, provider).catch((error: unknown) => {
        throw error instanceof NotFoundError ? fieldError('couponCode', SUBSCRIPTION_MESSAGES.couponNotFound) : error;
      })
    : null;
  // A coupon that lowers only the first payments (once, repeating) still leaves later ones to pay: a card now.
  if (needsCard(plan, coupon) && !request.paymentMethodId)
    throw fieldError('paymentMethodId', SUBSCRIPTION_MESSAGES.cardRequired);

  const priceId = await providerPriceOf(plan, provider, service.name);
  const customer = await customerOf(payer, provider);
  const paymentMethodId = request.paymentMethodId;
  if (paymentMethodId) await withCardErrors('paymentMethodId', () => setDefaultCard(payer, paymentMethodId, provider));
  const created = await withCardErrors('paymentMethodId', () =>
    provider.createSubscription({
      customerId: customer.customerId,
      priceId,
      // The customer's default card pays, so Update card changes what every subscription is charged to.
      paymentMethodId: null,
      trialPeriodDays: plan.trialPeriodDays,
      couponId: coupon?.id ?? null,
      metadata: {
        userId: subscriber.id,
        serviceId: service.id,
        subscriptionId: request.requestId,
        payerUserId: payer.id,
      },
      idempotencyKey: `subscribe-${request.requestId}`,
    }),
  );
  const stored: StoredSubscription = {
    id: request.requestId,
    userId: subscriber.id,
    serviceId: service.id,
    payerUserId: payer.id,
    source: 'card',
    planId: plan.id,
    planName: plan.name,
    amount: plan.amount,
    currency: plan.currency,
    interval: plan.interval,
    intervalCount: plan.intervalCount,
    coupon,
    ...changesFromProvider(created),
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
    providerSubscriptionId: created.id,
    providerCustomerId: customer.customerId,
    voucherCode: null,
    providerEventAt: null,
  };
  try {
    await saveNewSubscription(stored, existing?.id ?? null);
  } catch (error) {
    // Another request subscribed first: this one's subscription at the provider must not charge.
    const now2 = await getSubscription(subscriber.id, service.id);
    if (now2?.id === request.requestId) return toUserSubscription(now2);
    await provider.cancelNow(created.id);
    if ((error as { name?: string }).name === 'TransactionCanceledException')
      throw new ConflictError(SUBSCRIPTION_MESSAGES.alreadySubscribed);
    throw error;
  }
  const subscription = toUserSubscription(stored);
  await applySubscriptionAccess(subscription);
  await recordAudit({
    actorId: caller.id,
    action: 'subscription.create',
    subjectIds: [subscriber.id],
    schoolId: null,
    detail: { serviceId: service.id, planId: plan.id, coupon: coupon?.id ?? null, state: subscription.state },
    now,
  });
  return subscription;
}
