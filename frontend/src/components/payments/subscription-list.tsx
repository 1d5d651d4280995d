import { plural, t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { formatPrice } from '../../../../shared/rules/price';
import { formatEndMoment } from '../../../../shared/rules/service-detail';
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

/** The state a person reads (§4: trialling, subscribed, cancelled are separate flags), in the page's language. */
function stateBadge(subscription: UserSubscription, now: Date): { text: string; tone: BadgeTone } {
  const flags = subscriptionFlags(subscription, now);
  if (subscription.state === 'past_due') return { text: t`Payment failed`, tone: 'danger' };
  if (!flags.active)
    return {
      text: subscription.trialEnd && subscription.trialEnd === subscription.end ? t`Trial ended` : t`Ended`,
      tone: 'neutral',
    };
  if (flags.cancelled) return { text: t`Cancelled`, tone: 'warning' };
  if (flags.trialActive) return { text: t`Free Trial`, tone: 'info' };
  return { text: t({ message: 'Subscribed', context: 'the state of an access' }), tone: 'success' };
}

/** What happens next, in words: the trial's end, the next charge, the end of a cancelled one, or the expiry warnings of §8. */
function nextStep(subscription: UserSubscription, now: Date, locale: string): string | null {
  const flags = subscriptionFlags(subscription, now);
  const end = subscription.end ? formatEndMoment(subscription.end, locale) : null;
  if (!flags.active) {
    if (!end) return null;
    return subscription.trialEnd && subscription.trialEnd === subscription.end
      ? t`WARNING: Your free trial expired on ${end}.`
      : t`WARNING: Your previous subscription expired on ${end}.`;
  }
  if (subscription.source === 'voucher') return end ? t`Activation code access until ${end}.` : null;
  if (flags.cancelled) return end ? t`Cancelled: access until ${end}, no further charges.` : t`Cancelled.`;
  if (flags.trialActive && subscription.trialEnd) {
    const trialEnd = formatEndMoment(subscription.trialEnd, locale);
    return t`Free trial until ${trialEnd}; the first charge is then.`;
  }
  if (subscription.state === 'past_due') return t`The last charge failed: please update your card.`;
  return end ? t`Next charge on ${end}.` : null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The price and what the coupon does to it, as the card provider applies its duration: every
 * payment ('$7.99/month (with coupon HALF)'), or only the first ones ('$9.99/month (coupon TENOFF:
 * $0.00 the first payment)'), so a once-off coupon never reads as a price for good.
 */
function priceText(subscription: UserSubscription, locale: string): string {
  if (subscription.source === 'voucher' || subscription.interval === null || subscription.intervalCount === null)
    return t`Activation code`;
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
  const full = formatPrice(subscription.amount, subscription.currency, locale);
  const discounted = formatPrice(payments.discounted, subscription.currency, locale);
  if (payments.discounted === subscription.amount) return `${full}${per}`;
  if (payments.discountedPayments === null) return t`${discounted}${per} (with coupon ${code})`;
  const paymentCount = payments.discountedPayments;
  return plural(paymentCount, {
    one: `${full}${per} (coupon ${code}: ${discounted} the first payment)`,
    other: `${full}${per} (coupon ${code}: ${discounted} for the first # payments)`,
  });
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
  // Its words through the core macros (as the functions above): useLingui re-renders it in a new language.
  const { i18n } = useLingui();
  const locale = i18n.locale;
  const Heading = headingLevel === 2 ? 'h2' : 'h4';
  const services = listServices.useData();
  const subscriptions = listSubscriptions.useRead({ query: user ? { user } : {} });
  const cancel = cancelSubscription.useMutation();
  const [confirming, setConfirming] = useState<UserSubscription | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const now = new Date();
  const serviceName = (serviceId: string) => services.find((service) => service.id === serviceId)?.name ?? t`This app`;
  if (subscriptions.isPending) return <LoadingIndicator label={t`Loading subscriptions`} />;
  if (subscriptions.error) return <ErrorAlert error={subscriptions.error} />;
  // The signed-in person's own (no child named): said to them, not of them.
  const yours = user === null;
  if (subscriptions.data.length === 0)
    return (
      <p>
        {yours ? <Trans>You have no subscriptions yet.</Trans> : <Trans>{holderName} has no subscriptions yet.</Trans>}
      </p>
    );
  const confirmingName = confirming ? serviceName(confirming.serviceId) : '';
  const confirmingUntil =
    confirming?.trialEnd && confirming.state === 'trialing'
      ? formatEndMoment(confirming.trialEnd, locale)
      : confirming?.end
        ? formatEndMoment(confirming.end, locale)
        : null;
  return (
    <>
      {done ? (
        <Alert tone="success" live>
          <p>{done}</p>
        </Alert>
      ) : null}
      {cancel.error ? <ErrorAlert error={cancel.error} /> : null}
      <ul className={styles.list} aria-label={yours ? t`Your subscriptions` : t`${holderName}'s subscriptions`}>
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
                  {subscription.planName} · {priceText(subscription, locale)}
                </p>
                <p>{nextStep(subscription, now, locale)}</p>
              </div>
              {canCancel && flags.active && !flags.cancelled && subscription.source === 'card' ? (
                <Button
                  variant="danger"
                  size="small"
                  onClick={() => setConfirming(subscription)}
                  aria-label={t`Cancel ${name}`}
                >
                  <Trans>Cancel</Trans>
                </Button>
              ) : null}
            </li>
          );
        })}
      </ul>
      <ConfirmDialog
        open={confirming !== null}
        title={t`Cancel ${confirmingName}?`}
        confirmLabel={t`Cancel subscription`}
        keepLabel={t`Keep subscription`}
        busy={cancel.isPending}
        onClose={() => setConfirming(null)}
        onConfirm={() => {
          if (!confirming) return;
          const name = serviceName(confirming.serviceId);
          void cancel.mutateAsync({ params: { subscriptionId: confirming.id } }).then(({ userSubscription }) => {
            const until = userSubscription.end ? formatEndMoment(userSubscription.end, locale) : null;
            setDone(
              yours
                ? until
                  ? t`${name} is cancelled. You keep access until ${until}.`
                  : t`${name} is cancelled. You keep access until the end of the period.`
                : until
                  ? t`${name} is cancelled. ${holderName} keeps access until ${until}.`
                  : t`${name} is cancelled. ${holderName} keeps access until the end of the period.`,
            );
            setConfirming(null);
          });
        }}
      >
        <p>
          {yours ? (
            confirmingUntil ? (
              <Trans>
                You keep {confirmingName} until {confirmingUntil}. After that it stops working and the card is not
                charged again.
              </Trans>
            ) : (
              <Trans>
                You keep {confirmingName} until the end of the period paid for. After that it stops working and the card
                is not charged again.
              </Trans>
            )
          ) : confirmingUntil ? (
            <Trans>
              {holderName} keeps {confirmingName} until {confirmingUntil}. After that it stops working and the card is
              not charged again.
            </Trans>
          ) : (
            <Trans>
              {holderName} keeps {confirmingName} until the end of the period paid for. After that it stops working and
              the card is not charged again.
            </Trans>
          )}
        </p>
      </ConfirmDialog>
    </>
  );
}
