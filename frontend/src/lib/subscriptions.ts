import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { subscriptionsEndpoints } from '../../../shared/api/endpoints/subscriptions';
import type { SubscribeRequest } from '../../../shared/schemas/subscriptions';
import { apiRequest } from './api-client';

/**
 * Plans, subscriptions and the payer's card as the subscribe flow and the account pages read
 * them. Not on the first page: only the lazy chunks of those areas import this.
 */
export function plansQuery(serviceId: string, country: string | null) {
  return queryOptions({
    queryKey: ['public', 'plans', serviceId, country ?? ''],
    queryFn: ({ signal }) => apiRequest(subscriptionsEndpoints.listPlans, { params: { serviceId }, query: country ? { country } : {}, signal }),
  });
}

/** The caller's subscriptions, or a child's (`user`). */
export function subscriptionsQuery(user: string | null) {
  return queryOptions({
    queryKey: ['me', 'subscriptions', user ?? ''],
    queryFn: async ({ signal }) => (await apiRequest(subscriptionsEndpoints.listSubscriptions, { query: user ? { user } : {}, signal })).userSubscriptions,
  });
}

export function subscriptionQuery(subscriptionId: string) {
  return queryOptions({
    queryKey: ['me', 'subscription', subscriptionId],
    queryFn: async ({ signal }) => (await apiRequest(subscriptionsEndpoints.getSubscription, { params: { subscriptionId }, signal })).userSubscription,
  });
}

export function paymentCardQuery() {
  return queryOptions({
    queryKey: ['me', 'payment-card'],
    queryFn: async ({ signal }) => (await apiRequest(subscriptionsEndpoints.getPaymentCard, { signal })).card,
  });
}

/** After a change, what the account sees of its access is read afresh (subscriptions, the library's states, the children). */
function useRefreshAccess() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] === 'me' });
}

export function useCheckCoupon() {
  return useMutation({ mutationFn: (body: { code: string; currency: string }) => apiRequest(subscriptionsEndpoints.checkCoupon, { body }) });
}

export function useSubscribe() {
  const refresh = useRefreshAccess();
  return useMutation({ mutationFn: (body: SubscribeRequest) => apiRequest(subscriptionsEndpoints.subscribe, { body }), onSuccess: refresh });
}

export function useCancelSubscription() {
  const refresh = useRefreshAccess();
  return useMutation({ mutationFn: (subscriptionId: string) => apiRequest(subscriptionsEndpoints.cancelSubscription, { params: { subscriptionId } }), onSettled: refresh });
}

export function useUpdatePaymentCard() {
  const refresh = useRefreshAccess();
  return useMutation({ mutationFn: (paymentMethodId: string) => apiRequest(subscriptionsEndpoints.updatePaymentCard, { body: { paymentMethodId } }), onSuccess: refresh });
}
