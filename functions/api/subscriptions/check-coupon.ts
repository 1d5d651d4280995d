import { paymentsProvider } from '../../adapters/payments';
import { checkCoupon } from '../../domain/subscriptions/coupons';
import { defineHandler, signedInUser } from '../../http/http-handler';
import { subscriptionsRoutes } from './routes';

export const handler = defineHandler(subscriptionsRoutes.checkCoupon, async (input) => ({
  coupon: await checkCoupon(signedInUser(input).id, input.body.code, input.body.currency, await paymentsProvider()),
}));
