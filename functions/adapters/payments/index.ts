import * as z from 'zod/mini';
import { forgetOnReconfigure, functionConfig } from '../../platform/config';
import { lambdaExtensionEnvironment, secretsExtensionReader } from '../../platform/secrets-extension';
import type { PaymentsProvider } from './port';
import type { StripeSettings } from './stripe';

const stripeSecretSchema = z.object({
  secretKey: z.string().check(z.startsWith('sk_')),
  webhookSecret: z.string().check(z.startsWith('whsec_')),
});

function parseStripeSecret(value: string): z.infer<typeof stripeSecretSchema> | null {
  try {
    const parsed = stripeSecretSchema.safeParse(JSON.parse(value));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

let provider: Promise<PaymentsProvider> | undefined;
forgetOnReconfigure(() => {
  provider = undefined;
});

/**
 * The payments provider configuration picks, once: the twin's Stripe-compatible server
 * (STRIPE_API_URL with its test keys), or Stripe with the keys of the STRIPE_SECRET_NAME secret
 * (AWS, set on the routes that use payments). Both are the same Stripe adapter.
 */
export function paymentsProvider(): Promise<PaymentsProvider> {
  // Stripe's SDK (bundled, about 235 KB) is evaluated at the first call, not when the function
  // loads: deleting children calls it only for a child with a card subscription.
  provider ??= Promise.all([settings(), import('./stripe')]).then(([configured, { stripePayments }]) =>
    stripePayments(configured),
  );
  // A failed secret read is tried again on the next call.
  provider.catch(() => (provider = undefined));
  return provider;
}

async function settings(): Promise<StripeSettings> {
  const config = functionConfig();
  if (config.STRIPE_API_URL && config.STRIPE_SECRET_KEY && config.STRIPE_WEBHOOK_SECRET) {
    return {
      secretKey: config.STRIPE_SECRET_KEY,
      webhookSecret: config.STRIPE_WEBHOOK_SECRET,
      apiUrl: config.STRIPE_API_URL,
    };
  }
  if (!config.STRIPE_SECRET_NAME)
    throw new Error(
      'The function takes payments but has neither STRIPE_SECRET_NAME (Stripe) nor STRIPE_API_URL (the twin) set',
    );
  const read = secretsExtensionReader(
    config.STRIPE_SECRET_NAME,
    'Stripe keys',
    (value) => (parseStripeSecret(value) ? null : 'no JSON { secretKey: "sk_…", webhookSecret: "whsec_…" }'),
    lambdaExtensionEnvironment(),
  );
  const secret = parseStripeSecret(await read());
  if (!secret) throw new Error(`The secret ${config.STRIPE_SECRET_NAME} holds no Stripe keys`);
  return secret;
}
