import type { SubscriptionState } from '../../../shared/schemas/subscriptions';
import type { ProviderSubscription } from '../../adapters/payments/port';
import type { SubscriptionChanges } from '../../data/user-subscriptions';

/** The provider's status as the portal shows it: unpaid and paused read as past due, an expired first charge as canceled. */
export function stateOf(provider: ProviderSubscription): SubscriptionState {
  switch (provider.status) {
    case 'trialing':
    case 'active':
    case 'past_due':
    case 'canceled':
    case 'incomplete':
      return provider.status;
    case 'unpaid':
    case 'paused':
      return 'past_due';
    case 'incomplete_expired':
      return 'canceled';
  }
}

/**
 * The stored fields the provider's subscription decides. A subscription that ended keeps the end
 * it ended at, so access stops then and the library says when it expired.
 */
export function changesFromProvider(
  provider: ProviderSubscription,
): Required<Pick<SubscriptionChanges, 'state' | 'cancelled' | 'trialEnd' | 'end'>> {
  const state = stateOf(provider);
  return {
    state,
    cancelled: provider.cancelAtPeriodEnd || state === 'canceled',
    trialEnd: provider.trialEnd,
    end: state === 'canceled' ? (provider.endedAt ?? provider.currentPeriodEnd) : provider.currentPeriodEnd,
  };
}
