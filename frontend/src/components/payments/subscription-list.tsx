import { useState } from 'react';
import { formatPrice } from '../../../../shared/rules/price';
import { formatLongDate } from '../../../../shared/rules/service-detail';
import { couponPayments, intervalText, subscriptionFlags } from '../../../../shared/rules/subscription';
import type { UserSubscription } from '../../../../shared/schemas/subscriptions';
import { Alert, ErrorAlert } from '../alert';
import { Badge, type BadgeTone } from '../badge';
import { Button } from '../button';
import { ConfirmDialog } from '../confirm-dialog';
import { LoadingIndicator } from '../loading-indicator';
import { listServices } from '../../lib/library';
import { cancelSubscription, listSubscriptions } from '../../lib/subscriptions';
import styles from './subscription-list.module.css';

/** The state a person reads (§4: trialling, subscribed, cancelled are separate flags). */
function stateBadge(subscription: UserSubscription, now: Date): { text: string; tone: BadgeTone } {
  const flags = subscriptionFlags(subscription, now);
  if (subscription.state === 'past_due') return { text: 'Payment failed', tone: 'danger' };
  if (!flags.active)
    return {
      text: subscription.trialEnd && subscription.trialEnd === subscription.end ? 'Trial ended' : 'Ended',
      tone: 'neutral',
    };
  if (flags.cancelled) return { text: 'Cancelled', tone: 'warning' };
  if (flags.trialActive) return { text: 'Free Trial', tone: 'info' };
  return { text: 'Subscribed', tone: 'success' };
}

/** What happens next, in words: the trial's end, the next charge, the end of a cancelled one, or the expiry warnings of §8. */
function nextStep(subscription: UserSubscription, now: Date): string | null {
  const flags = subscriptionFlags(subscription, now);
  const end = subscription.end ? formatLongDate(subscription.end) : null;
  if (!flags.active) {
    if (!end) return null;
    return subscription.trialEnd && subscription.trialEnd === subscription.end
      ? `WARNING: Your free trial expired on ${end}.`
      : `WARNING: Your previous subscription expired on ${end}.`;
  }
  if (subscription.source === 'voucher') return end ? `Activation code access until ${end}.` : null;
  if (flags.cancelled) return end ? `Cancelled: access until ${end}, no further charges.` : 'Cancelled.';
  if (flags.trialActive && subscription.trialEnd)
    return `Free trial until ${formatLongDate(subscription.trialEnd)}; the first charge is then.`;
  if (subscription.state === 'past_due') return 'The last charge failed: please update your card.';
  return end ? `Next charge on ${end}.` : null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The price and what the coupon does to it, as the card provider applies its duration: every
 * payment ('$7.99/month (with coupon HALF)'), or only the first ones ('$9.99/month (coupon TENOFF:
 * $0.00 the first payment)'), so a once-off coupon never reads as a price for good.
 */
function priceText(subscription: UserSubscription): string {
  if (subscription.source === 'voucher' || subscription.interval === null || subscription.intervalCount === null)
    return 'Activation code';
  const plan = {
    amount: subscription.amount,
    interval: subscription.interval,
    intervalCount: subscription.intervalCount,
    trialPeriodDays: subscription.trialEnd
      ? Math.round((Date.parse(subscription.trialEnd) - Date.parse(subscription.createdAt)) / DAY_MS)
      : null,
  };
  const payments = couponPayments(plan, subscription.coupon, new Date(subscription.createdAt));
  const per = intervalText(plan);
  const code = subscription.coupon?.id ?? '';
  const price = (amount: number) => formatPrice(amount, subscription.currency);
  if (payments.discounted === subscription.amount) return `${price(subscription.amount)}${per}`;
  if (payments.discountedPayments === null) return `${price(payments.discounted)}${per} (with coupon ${code})`;
  const which =
    payments.discountedPayments === 1 ? 'the first payment' : `for the first ${payments.discountedPayments} payments`;
  return `${price(subscription.amount)}${per} (coupon ${code}: ${price(payments.discounted)} ${which})`;
}

/**
 * A holder's subscriptions (My Subscriptions; a parent's child's in the family dialog): each with
 * plan, price, trial end or next charge, and state; Cancel after a confirmation naming what stops.
 * `headingLevel` fits the page's outline (a page's h2, or under a dialog's h3).
 */
export function SubscriptionList({
  user,
  holderName,
  canCancel,
  headingLevel,
}: {
  user: string | null;
  holderName: string;
  canCancel: boolean;
  headingLevel: 2 | 4;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h4';
  const services = listServices.useData();
  const subscriptions = listSubscriptions.useRead({ query: user ? { user } : {} });
  const cancel = cancelSubscription.useMutation();
  const [confirming, setConfirming] = useState<UserSubscription | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const now = new Date();
  const serviceName = (serviceId: string) => services.find((service) => service.id === serviceId)?.name ?? 'This app';
  if (subscriptions.isPending) return <LoadingIndicator label="Loading subscriptions" />;
  if (subscriptions.error) return <ErrorAlert error={subscriptions.error} />;
  const yours = holderName === 'You';
  if (subscriptions.data.length === 0) return <p>{yours ? 'You have' : `${holderName} has`} no subscriptions yet.</p>;
  return (
    <>
      {done ? (
        <Alert tone="success" live>
          <p>{done}</p>
        </Alert>
      ) : null}
      {cancel.error ? <ErrorAlert error={cancel.error} /> : null}
      <ul className={styles.list} aria-label={yours ? 'Your subscriptions' : `${holderName}'s subscriptions`}>
        {subscriptions.data.map((subscription) => {
          const badge = stateBadge(subscription, now);
          const flags = subscriptionFlags(subscription, now);
          const name = serviceName(subscription.serviceId);
          return (
            <li key={subscription.id} className={styles.item}>
              <div>
                <Heading className={styles.name}>
                  {name} <Badge tone={badge.tone}>{badge.text}</Badge>
                </Heading>
                <p>
                  {subscription.planName} · {priceText(subscription)}
                </p>
                <p>{nextStep(subscription, now)}</p>
              </div>
              {canCancel && flags.active && !flags.cancelled && subscription.source === 'card' ? (
                <Button
                  variant="danger"
                  size="small"
                  onClick={() => setConfirming(subscription)}
                  aria-label={`Cancel ${name}`}
                >
                  Cancel
                </Button>
              ) : null}
            </li>
          );
        })}
      </ul>
      <ConfirmDialog
        open={confirming !== null}
        title={`Cancel ${confirming ? serviceName(confirming.serviceId) : ''}?`}
        confirmLabel="Cancel subscription"
        keepLabel="Keep subscription"
        busy={cancel.isPending}
        onClose={() => setConfirming(null)}
        onConfirm={() => {
          if (!confirming) return;
          const name = serviceName(confirming.serviceId);
          void cancel.mutateAsync({ params: { subscriptionId: confirming.id } }).then(({ userSubscription }) => {
            setDone(
              `${name} is cancelled. ${yours ? 'You keep' : `${holderName} keeps`} access until ${userSubscription.end ? formatLongDate(userSubscription.end) : 'the end of the period'}.`,
            );
            setConfirming(null);
          });
        }}
      >
        <p>
          {yours ? 'You keep' : `${holderName} keeps`} {confirming ? serviceName(confirming.serviceId) : ''} until{' '}
          {confirming?.trialEnd && confirming.state === 'trialing'
            ? formatLongDate(confirming.trialEnd)
            : confirming?.end
              ? formatLongDate(confirming.end)
              : 'the end of the period paid for'}
          . After that it stops working and the card is not charged again.
        </p>
      </ConfirmDialog>
    </>
  );
}
