import { useMutation, useQueryClient } from '@tanstack/react-query';
import { samlEndpoints } from '../../../../../shared/api/endpoints/saml';
import { apiRequest } from '../../../lib/api-client';
import { mySamlAccounts } from '../../../lib/saml';

/** DELETE /api/me/saml-accounts/{samlIdpId}: the API refuses when it is the only way in; it answers the links left. */
export function useUnlinkSamlAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (samlIdpId: string) => apiRequest(samlEndpoints.unlinkSamlAccount, { params: { samlIdpId } }),
    onSuccess: (answer) => queryClient.setQueryData(mySamlAccounts.queryOptions().queryKey, answer),
  });
}
