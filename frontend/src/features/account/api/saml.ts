import { samlEndpoints } from '../../../../../shared/api/endpoints/saml';
import { defineMutation } from '../../../lib/define-mutation';
import { mySamlAccounts } from '../../../lib/saml';

/** DELETE /api/me/saml-accounts/{samlIdpId}: the API refuses when it is the only way in; it answers the links left. */
export const useUnlinkSamlAccount = defineMutation(samlEndpoints.unlinkSamlAccount, {
  request: (samlIdpId: string) => ({ params: { samlIdpId } }),
  update: (queryClient, answer) => queryClient.setQueryData(mySamlAccounts.key(), answer),
}).useMutation;
