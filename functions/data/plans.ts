import * as z from 'zod/mini';
import { planSchema, type Plan } from '../../shared/schemas/subscriptions';
import { defineEntity } from './entity';

const PLAN_PREFIX = 'PLAN#';

/**
 * A service's plans, one small partition per service, each in one currency. The card provider's
 * price is found by the plan's lookup key and remembered here once made (functions/domain/subscriptions/plans.ts).
 */
export const plans = defineEntity({
  name: 'plan',
  schema: z.extend(planSchema, { providerPriceId: z.nullable(z.string()) }),
  key: {
    fields: ['serviceId', 'currency', 'id'],
    key: ({ serviceId, currency, id }) => ({ pk: `PLANS#${serviceId}`, sk: `${PLAN_PREFIX}${currency}#${id}` }),
  },
});
export type StoredPlan = z.output<typeof plans.schema>;

/** The plans of a service in one currency, cheapest first (visitor-and-account §3). */
export async function listPlans(serviceId: string, currency: string): Promise<StoredPlan[]> {
  const stored = await plans.queryAll({ partition: `PLANS#${serviceId}`, sortKeyPrefix: `${PLAN_PREFIX}${currency}#` });
  return stored.sort((a, b) => a.amount - b.amount || a.name.localeCompare(b.name));
}

/** Every plan of a service, in any currency (a plan id is unique within its service). */
export async function findPlan(serviceId: string, id: string): Promise<StoredPlan | null> {
  const stored = await plans.queryAll({ partition: `PLANS#${serviceId}`, sortKeyPrefix: PLAN_PREFIX });
  return stored.find((plan) => plan.id === id) ?? null;
}

export function putPlans(catalogue: readonly StoredPlan[]): Promise<void> {
  return plans.putAll(catalogue);
}

export function toPlan(stored: StoredPlan): Plan {
  const { providerPriceId: _price, ...plan } = stored;
  return plan;
}
