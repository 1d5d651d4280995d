import type { UserService } from '../schemas/user-service';
import { icu, phrase, translated } from '../i18n/text';
import { formatLongDate, SERVICE_DETAIL_TEXT } from './service-detail';
import { accessState } from './service-access';

/**
 * One account of what a person has of each app and why (school-and-family §2 View Subscriptions,
 * visitor-and-account §2 My Subscriptions, the child's data page): a subscription record (paid by
 * card, or an activation code) speaks for its app; any other access the person holds (a free trial,
 * a subscription without a record, a child's subscription a parent shares, a school's, a free app)
 * is listed beside it with its reason. Every screen that says what someone has reads this one rule,
 * so that none of them can say 'no subscriptions' beside an app another lists as subscribed.
 */
export type HoldingReason = 'card' | 'code' | 'trial' | 'subscription' | 'child' | 'school' | 'free';

/** Each reason as a person reads it. */
export const HOLDING_REASON_WORDS: Readonly<Record<HoldingReason, string>> = {
  card: phrase('Card subscription'),
  code: phrase('Activation code'),
  trial: phrase('Free trial'),
  subscription: phrase('Subscription'),
  child: phrase("Your child's subscription"),
  school: phrase('Through the school'),
  free: phrase('Free app'),
};

/** A stored subscription as far as this rule needs it. */
export interface HeldSubscription {
  serviceId: string;
  source: 'card' | 'voucher';
}

/** Access the person holds with no subscription record behind it, with its reason. */
export interface AccessHolding {
  serviceId: string;
  reason: Exclude<HoldingReason, 'card' | 'code'>;
  access: UserService;
}

function reasonOf(access: UserService): AccessHolding['reason'] {
  if (access.grantedByChildId) return 'child';
  if (access.context === 'school') return 'school';
  if (access.type === 'free') return 'free';
  return access.type === 'trial' ? 'trial' : 'subscription';
}

/** Why a subscription record gives its app. */
export function subscriptionReason(subscription: HeldSubscription): 'card' | 'code' {
  return subscription.source === 'voucher' ? 'code' : 'card';
}

/**
 * The access a person holds that no subscription record of theirs accounts for: listed beside the
 * records, each with its reason. Free apps everyone has are left out unless stored for the person.
 */
export function accessWithoutSubscription(
  subscriptions: readonly HeldSubscription[],
  access: readonly UserService[],
): AccessHolding[] {
  const recorded = new Set(subscriptions.map((subscription) => subscription.serviceId));
  return access
    .filter((held) => !recorded.has(held.serviceId))
    .map((held) => ({ serviceId: held.serviceId, reason: reasonOf(held), access: held }));
}

/** Whether the access is still running, and what it is in words: 'Free trial until …' or the §8 warnings once it ended. */
export function accessHoldingState(holding: AccessHolding, now: Date): { active: boolean; text: string } {
  const state = accessState(holding.access, now);
  const until = holding.access.expiry ? formatLongDate(holding.access.expiry) : null;
  // In the current language (shared/i18n/text.ts), as the screen shows it.
  const why = translated(HOLDING_REASON_WORDS[holding.reason]);
  if (state === 'trial-expired')
    return {
      active: false,
      text: until ? SERVICE_DETAIL_TEXT.trialExpired(until) : translated(phrase('The free trial ended.')),
    };
  if (state === 'subscription-expired')
    return {
      active: false,
      text: until
        ? SERVICE_DETAIL_TEXT.previousSubscriptionExpired(until)
        : translated(phrase('The subscription ended.')),
    };
  return { active: true, text: until ? icu('{why} until {until}.', { why, until }) : icu('{why}.', { why }) };
}
