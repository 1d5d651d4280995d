import { toPlan } from '../../data/plans';
import { plansForCountry } from '../../domain/subscriptions/plans';
import { defineHandler } from '../../http/http-handler';
import { subscriptionsRoutes } from './routes';

export const handler = defineHandler(subscriptionsRoutes.listPlans, async ({ params, query }) => {
  const { currency, plans } = await plansForCountry(params.serviceId, query.country);
  return { currency, plans: plans.map(toPlan) };
});
