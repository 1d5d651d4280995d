import { vouchersEndpoints } from '../../../../../shared/api/endpoints/vouchers';
import { defineMutation } from '../../../lib/define-mutation';

/** Activate Subscription; the account's access is read afresh after (the library, the children). */
export const claimVoucher = defineMutation(vouchersEndpoints.claimVoucher, { invalidates: [['me']] });
