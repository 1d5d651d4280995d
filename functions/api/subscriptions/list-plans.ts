import { plansForCountry } from '../../domain/subscriptions/plans';
import { defineHandler } from '../../http/http-handler';
import { subscriptionsRoutes } from './routes';

export const handler = defineHandler(subscriptionsRoutes.listPlans, ({ params, query }) =>
  plansForCountry(params.serviceId, query.country),
);
