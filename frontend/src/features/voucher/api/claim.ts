import { useMutation, useQueryClient } from '@tanstack/react-query';
import { vouchersEndpoints } from '../../../../../shared/api/endpoints/vouchers';
import { apiRequest } from '../../../lib/api-client';

/** Activate Subscription; the account's access is read afresh after (the library, the children). */
export function useClaimVoucher() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ voucher, user }: { voucher: string; user: string | null }) => apiRequest(vouchersEndpoints.claimVoucher, { body: { voucher }, query: user ? { user } : {} }),
    onSuccess: () => queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] === 'me' }),
  });
}
