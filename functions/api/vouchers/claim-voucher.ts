import { claimVoucher } from '../../domain/vouchers/claim';
import { defineHandler, signedInUser } from '../../http/http-handler';
import { vouchersRoutes } from './routes';

export const handler = defineHandler(vouchersRoutes.claimVoucher, async (input) => ({
  userSubscription: await claimVoucher(signedInUser(input), input.body.voucher, input.query.user),
}));
