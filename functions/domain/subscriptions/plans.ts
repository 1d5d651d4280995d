import { DEFAULT_PLAN_COUNTRY } from '../../../shared/constants';
import type { PaymentsProvider } from '../../adapters/payments/port';
import { countries } from '../../data/countries';
import type { Plan } from '../../../shared/schemas/subscriptions';
import { listPlans, plans, toPlan, type StoredPlan } from '../../data/plans';

/**
 * The currency plans are shown in: the viewer's country's, or AU's when the country is unknown
 * or its currency has no plans for the service (visitor-and-account §9 'default plan country AU').
 */
export async function plansForCountry(
  serviceId: string,
  countryId: string | undefined,
): Promise<{ currency: string; plans: Plan[] }> {
  const { currency, plans: stored } = await storedPlansForCountry(serviceId, countryId);
  return { currency, plans: stored.map(toPlan) };
}

async function storedPlansForCountry(
  serviceId: string,
  countryId: string | undefined,
): Promise<{ currency: string; plans: StoredPlan[] }> {
  const defaultCurrency = await currencyOf(DEFAULT_PLAN_COUNTRY);
  const wanted = countryId ? await currencyOf(countryId) : null;
  if (wanted && wanted !== defaultCurrency) {
    const own = await listPlans(serviceId, wanted);
    if (own.length > 0) return { currency: wanted, plans: own };
  }
  return { currency: defaultCurrency, plans: await listPlans(serviceId, defaultCurrency) };
}

async function currencyOf(countryId: string): Promise<string> {
  const country = await countries.get({ id: countryId });
  return (country?.currency ?? 'AUD').toLowerCase();
}

/** The provider's price of a plan: made once (found again by its lookup key) and remembered on the plan. */
export async function providerPriceOf(
  plan: StoredPlan,
  provider: PaymentsProvider,
  productName: string,
): Promise<string> {
  if (plan.providerPriceId) return plan.providerPriceId;
  const { id } = await provider.ensurePrice({
    lookupKey: `plan_${plan.serviceId}_${plan.currency}_${plan.id}`,
    productName: `${productName} – ${plan.name}`,
    amount: plan.amount,
    currency: plan.currency,
    interval: plan.interval,
    intervalCount: plan.intervalCount,
  });
  await plans.update({ serviceId: plan.serviceId, currency: plan.currency, id: plan.id }, { providerPriceId: id });
  return id;
}
